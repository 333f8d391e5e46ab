import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { eventActorCheck } from '@notary/domain/act';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../errors/index.ts';
import { formatDate, formatTime, formatTiyin } from '../../format/index.ts';
import { QrHandoffButton, usePortalLink } from '../../handoff/index.ts';
import { IconAlert, IconFileText, IconInfo } from '../../icons/index.ts';
import { DetailList } from '../../searches/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { useActPayments, useMarkBankPaid, usePrintForm } from '../api/acts-api.ts';
import type { ActGeneral } from '../api/types.ts';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, STEP_LABELS } from '../labels.ts';
import { viewerUrl } from '../file-viewer.tsx';
import { ScreenActions } from './screen-actions.tsx';

function StepNotice({ general, children }: { general: ActGeneral; children: React.ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Alert color="blue" variant="light" icon={<IconInfo />} title={`${general.step}. ${i18n._(STEP_LABELS[general.step])}`} data-testid="wizard-step-notice">
      {children}
    </Alert>
  );
}

/**
 * Screen 4 (acts-domain 4 "notary review"): the notary checks (step 2), the
 * applicant confirms the checked act or takes it back to Preparation (3),
 * the notary prepares the invoices (4). The buttons are the machine's.
 */
export function ReviewScreen({ general }: { general: ActGeneral }) {
  return (
    <Stack gap="md" data-testid="wizard-review">
      <DetailList items={[{ label: <Trans>Notarius</Trans>, value: general.notaryName, testId: 'wizard-review-notary' }]} />
      <StepNotice general={general}>
        {general.step === 2 ? (
          <Trans>Notarius hujjatlarni tekshirmoqda. Kamchilik topilsa, harakat sizga qaytariladi va kamchiliklar shu yerda ko'rsatiladi.</Trans>
        ) : general.step === 3 ? (
          <Trans>Notarius tekshiruvni yakunladi. Ma'lumotlarni tasdiqlang yoki tuzatish uchun tayyorlash bosqichiga qaytaring.</Trans>
        ) : (
          <Trans>Notarius davlat boji va xizmat haqi bo'yicha to'lov hisoblarini tayyorlamoqda.</Trans>
        )}
      </StepNotice>
      <ScreenActions general={general} events={['confirm', 'return_to_preparation', 'change_notary', 'delete']} />
    </Stack>
  );
}

function Payments({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const payments = useActPayments(general.uuid);
  const bankPaid = useMarkBankPaid(general.uuid);
  // Paying belongs to whoever may send mark_paid at this step (the machine's answer, as the card asks it).
  const canPay = eventActorCheck({ step: general.step, status: general.status }, 'mark_paid', general.actor) === null;
  if (payments.isPending) return <Loader size="sm" aria-label={t`Yuklanmoqda`} />;
  if (payments.isError || payments.data.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="wizard-payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Hisob raqami</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Turi</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Summa</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Holati</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>To'lov</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.data.map((p) => (
            <Table.Tr key={p.id} data-testid="wizard-payment">
              <Table.Td>{p.number}</Table.Td>
              <Table.Td>{i18n._(PAYMENT_KIND_LABELS[p.kind])}</Table.Td>
              <Table.Td>{formatTiyin(Math.round(Number(p.amount) * 100))}</Table.Td>
              <Table.Td>{i18n._(PAYMENT_STATE_LABELS[p.state])}</Table.Td>
              <Table.Td>
                {canPay && p.state === 'issued' ? (
                  <Button
                    size="xs"
                    loading={bankPaid.isPending && bankPaid.variables === p.id}
                    disabled={bankPaid.isPending}
                    onClick={() => bankPaid.mutate(p.id)}
                    aria-label={t`Bankda to'landi: ${p.number} hisobvarag'i`}
                    data-testid="wizard-payment-bank-paid"
                  >
                    <Trans>Bankda to'landi</Trans>
                  </Button>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Screen 5 (acts-domain 4 "time set"): the visit date and time in Tashkent
 * time, confirmed or another asked for (with confirmation); once passed,
 * "registration time expired, ask the notary for a new time"; then the
 * invoices to pay and the attendance at the set time.
 */
export function TimeScreen({ general }: { general: ActGeneral }) {
  const hasTime = Boolean(general.visitdate);
  return (
    <Stack gap="md" data-testid="wizard-time">
      <DetailList
        items={[
          { label: <Trans>Notarius</Trans>, value: general.notaryName },
          { label: <Trans>Tashrif sanasi va vaqti (Toshkent vaqti)</Trans>, value: hasTime ? `${formatDate(general.visitdate)} ${formatTime(general.visittime)}` : '—', testId: 'wizard-visit' },
        ]}
      />
      {general.isVisitTimePassed && general.step === 6 ? (
        <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-time-expired">
          {errorMessage('registration_time_expired')}
        </Alert>
      ) : null}
      <StepNotice general={general}>
        {general.step === 5 ? (
          <Trans>Notarius tashrif vaqtini belgilamoqda.</Trans>
        ) : general.step === 6 ? (
          <Trans>Notarius tashrif vaqtini belgiladi. Vaqtni tasdiqlang yoki boshqa vaqt so'rang.</Trans>
        ) : general.step === 7 ? (
          <Trans>To'lov hisoblarini to'lang: bankda to'lagan bo'lsangiz, hisobni belgilang, so'ng to'lov qilinganini bildiring.</Trans>
        ) : (
          <Trans>To'lov tasdiqlanishini kuting va belgilangan vaqtda notariusga keling: notarius harakatni ro'yxatdan o'tkazadi.</Trans>
        )}
      </StepNotice>
      {general.step >= 7 ? <Payments general={general} /> : null}
      <ScreenActions general={general} events={['confirm_time', 'ask_other_time', 'mark_paid', 'delete']} />
    </Stack>
  );
}

/** The public check of a registered act, as the print form's QR code opens it. */
export function actCheckPath(general: Pick<ActGeneral, 'regnum' | 'regdate' | 'officeId'>): string | null {
  if (!general.regnum || !general.regdate || !general.officeId) return null;
  return `/search_notarial_act?${new URLSearchParams({ regnum: general.regnum, regdate: general.regdate.slice(0, 10), office: general.officeId }).toString()}`;
}

/** Screen 6 (acts-domain 4 "registered"): the register number and date, the print form, the public check. */
export function RegisteredScreen({ general }: { general: ActGeneral }) {
  const { t } = useLinguiMacro();
  const print = usePrintForm(general.uuid, true);
  const url = useMemo(() => (print.data ? URL.createObjectURL(print.data.blob) : null), [print.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const check = actCheckPath(general);
  const isKiosk = useSessionStore((s) => s.mode === 'kiosk');
  const portalLink = usePortalLink();
  return (
    <Stack gap="md" data-testid="wizard-registered">
      <Alert color="green" variant="light" icon={<IconInfo />} title={t`Notarial harakat ro'yxatdan o'tkazildi`}>
        <DetailList
          items={[
            { label: <Trans>Reyestr raqami</Trans>, value: general.regnum, testId: 'wizard-regnum' },
            { label: <Trans>Reyestr sanasi</Trans>, value: formatDate(general.regdate) },
            { label: <Trans>Notarius</Trans>, value: general.notaryName },
          ]}
        />
      </Alert>
      <Group gap="sm">
        {print.isPending ? <Loader size="sm" aria-label={t`Yuklanmoqda`} /> : null}
        {print.isError ? (
          <Text c="red.8" size="sm">
            <Trans>Bosma shaklni yuklab bo'lmadi.</Trans>
          </Text>
        ) : null}
        {url && !isKiosk ? (
          <Button component="a" href={url} download={print.data?.fileName} leftSection={<IconFileText aria-hidden />} data-testid="wizard-print-download">
            <Trans>Bosma shaklni yuklab olish (PDF)</Trans>
          </Button>
        ) : null}
        {check && isKiosk ? (
          // Issue 15.4: the kiosk has no public act check of its own; the check goes with the visitor, by QR.
          <QrHandoffButton
            url={portalLink(check)}
            title={t`Notarial harakatni tekshirish`}
            hint={<Trans>Telefoningiz kamerasi bilan skanerlang: notarial harakatning holati ochiq tekshiruvda ko'rinadi.</Trans>}
            testId="wizard-public-check-qr"
          />
        ) : check ? (
          <Button component={Link} to={check} variant="light" data-testid="wizard-public-check">
            <Trans>Ochiq tekshiruvda ko'rish</Trans>
          </Button>
        ) : null}
      </Group>
      {url ? <iframe src={viewerUrl(url, isKiosk)} title={t`Bosma shakl`} style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} data-testid="wizard-print-frame" /> : null}
      <ScreenActions general={general} events={['annul']} />
    </Stack>
  );
}
