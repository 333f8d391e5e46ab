import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { formatDate, formatDateTime, formatPhone } from '../format/index.ts';
import { IconAlert, IconFileText } from '../icons/index.ts';
import { DetailList } from '../searches/index.ts';
import { ActStatusBadge } from './act-badges.tsx';
import { useActResult } from './api/acts-api.ts';
import type { ActResult } from './api/types.ts';
import { STATE_LABELS } from './labels.ts';
import { TabState } from './tab-state.tsx';
import { useOpenFile } from './file-viewer.tsx';

/** acts-domain 2 "Notarial act check result": the language of filing, as the act stores it. */
const LANGUAGE_LABELS = {
  oz: msg`O'zbek (lotin)`,
  uz: msg`O'zbek (kirill)`,
  ru: msg`Rus`,
} as const;

/**
 * The refusal's resolution file (acts-domain 4 "resolution file downloadable"), downloaded under its
 * own name; at the kiosk shown in its file dialog instead (issue 15.3).
 */
function ResolutionFile({ uuid, result }: { uuid: string; result: ActResult }) {
  const file = useOpenFile();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = result.refusal?.fileName ?? null;
  const download = async () => {
    setFailed(false);
    setBusy(true);
    try {
      await file.open(`notarial_act/${uuid}/refusal-file`, name ?? 'resolution.pdf');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="light" loading={busy} leftSection={<IconFileText aria-hidden />} onClick={() => void download()} data-testid="result-refusal-file">
        {name ?? (file.isKiosk ? <Trans>Qarorni ko'rish</Trans> : <Trans>Qarorni yuklab olish</Trans>)}
      </Button>
      {file.viewer}
      {failed ? (
        <Text size="xs" c="red.8" role="alert">
          <Trans>Faylni yuklab bo'lmadi. Qayta urinib ko'ring.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The card's result tab: how the act ended. A registered act shows its
 * register number, date, blank and notary; an annulled act the annulment's
 * date and reason; a refused act the refusal's date and the notary's
 * resolution file; a stopped act the date and reason (acts-domain 3/4).
 */
export function ResultTab({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const query = useActResult(uuid);
  const r = query.data;
  const ended =
    r?.status === 'annulled'
      ? { title: t`Notarial harakat bekor qilingan`, date: r.annul?.at ?? r.cancelledAt, reason: r.annul?.reason ?? null }
      : r?.status === 'refused'
        ? { title: t`Notarius notarial harakatni amalga oshirishni rad etgan`, date: r.cancelledAt, reason: null }
        : r?.status === 'stopped'
          ? { title: t`Notarial harakat to'xtatilgan`, date: r.cancelledAt, reason: r.stopReason }
          : null;
  return (
    <TabState query={query}>
      {r ? (
        <Stack gap="md">
          {ended ? (
            <Alert color="red" variant="light" icon={<IconAlert aria-hidden />} title={ended.title} data-testid="result-ended">
              <Stack gap={6}>
                <Text size="sm">
                  <Trans>Sana:</Trans> <span data-testid="result-ended-date">{ended.date ? formatDateTime(ended.date) : '—'}</span>
                </Text>
                {ended.reason ? (
                  <Text size="sm">
                    <Trans>Sababi:</Trans> <span data-testid="result-ended-reason">{ended.reason}</span>
                  </Text>
                ) : null}
                {r.status === 'refused' ? (
                  r.refusal?.fileName ? (
                    <>
                      <Text size="sm">
                        <Trans>Rad etish sabablari notariusning qarorida ko'rsatilgan:</Trans>
                      </Text>
                      <ResolutionFile uuid={uuid} result={r} />
                    </>
                  ) : (
                    <Text size="sm">
                      <Trans>Notarius qaror faylini biriktirmagan.</Trans>
                    </Text>
                  )
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <DetailList
            items={[
              { label: <Trans>Reyestr raqami</Trans>, value: r.regnum, testId: 'result-regnum' },
              { label: <Trans>Reyestr sanasi</Trans>, value: formatDate(r.regdate) },
              { label: <Trans>Holati</Trans>, value: <ActStatusBadge status={r.status} /> },
              { label: <Trans>Amal qilishi</Trans>, value: i18n._(STATE_LABELS[r.state]) },
              { label: <Trans>Notarius</Trans>, value: r.notaryName },
              { label: <Trans>Ro'yxatga olingan vaqt</Trans>, value: formatDateTime(r.registeredAt) },
              r.blank.series || r.blank.number ? { label: <Trans>Blanka</Trans>, value: [r.blank.series, r.blank.number, r.blank.code].filter(Boolean).join(' ') } : null,
              { label: <Trans>Hujjat tili</Trans>, value: r.lang in LANGUAGE_LABELS ? i18n._(LANGUAGE_LABELS[r.lang as keyof typeof LANGUAGE_LABELS]) : r.lang },
              r.phone ? { label: <Trans>Telefon</Trans>, value: formatPhone(r.phone) } : null,
              r.annul ? { label: <Trans>Bekor qilingan sana</Trans>, value: formatDateTime(r.annul.at), testId: 'result-annul-date' } : null,
              r.annul ? { label: <Trans>Bekor qilish sababi</Trans>, value: r.annul.reason, testId: 'result-annul-reason' } : null,
              r.status === 'refused' ? { label: <Trans>Rad etilgan sana</Trans>, value: formatDateTime(r.cancelledAt), testId: 'result-refusal-date' } : null,
              r.stopReason ? { label: <Trans>To'xtatish sababi</Trans>, value: r.stopReason } : null,
              r.status === 'deleted' || r.status === 'inactive' ? { label: <Trans>Bekor qilingan sana</Trans>, value: formatDateTime(r.cancelledAt) } : null,
            ]}
          />
        </Stack>
      ) : null}
    </TabState>
  );
}
