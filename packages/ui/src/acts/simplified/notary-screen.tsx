import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { NotaryChoice } from '@notary/domain/contracts';
import { EVENT_CONFIRMATIONS } from '@notary/domain/act';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { errorMessage } from '../../errors/index.ts';
import { readErrorBody } from '../../http/index.ts';
import { DetailList, DistrictSelect, RegionSelect, useNameInScript } from '../../searches/index.ts';
import { useSendActEvent } from '../api/acts-api.ts';
import type { ActGeneral } from '../api/types.ts';
import { CONFIRMATION_TEXTS } from '../labels.ts';
import { useNotaryChoices } from './api.ts';
import { ScreenActions } from './screen-actions.tsx';

type Choice = { mode: 'auto' | 'manual'; regionId: number | null; districtId: number | null; notaryId: string | null };

/** The event body of a choice: automatic within the region/district given, or the named notary. */
export function notaryChoiceOf(choice: Choice): NotaryChoice | null {
  if (choice.mode === 'manual') return choice.notaryId ? { mode: 'manual', notaryId: choice.notaryId } : null;
  return { mode: 'auto', ...(choice.regionId !== null ? { regionId: choice.regionId } : {}), ...(choice.districtId !== null ? { districtId: choice.districtId } : {}) };
}

/**
 * Screen 3 (acts-domain 2 "Notary choice. Automatic, or manual by region,
 * district and name"): the choice is the machine's change_notary (with its
 * confirmation, acts-domain 8 "choose another notary"); once a notary is
 * assigned, the act goes to them with send_for_check (confirmed too).
 */
export function NotaryScreen({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const nameIn = useNameInScript();
  const send = useSendActEvent(general.uuid);
  const [choice, setChoice] = useState<Choice>({ mode: 'auto', regionId: null, districtId: null, notaryId: null });
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notaries = useNotaryChoices(choice.mode === 'manual' ? choice.regionId : null, choice.districtId);
  const option = general.events.find((o) => o.event === 'change_notary');
  const canChoose = option !== undefined && option.blockedBy === null;
  const body = notaryChoiceOf(choice);
  const texts = CONFIRMATION_TEXTS[EVENT_CONFIRMATIONS.change_notary];

  const run = () => {
    if (!body) return;
    setError(null);
    send.mutate(
      { event: 'change_notary', body: { confirmed: true, notaryChoice: body } },
      {
        onSuccess: () => setIsConfirming(false),
        onError: (e) =>
          void (isHTTPError(e) ? readErrorBody(e.data).then((b) => setError(errorMessage(b.code) ?? t`Amalni bajarib bo'lmadi. Qayta urinib ko'ring.`)) : setError(t`Amalni bajarib bo'lmadi. Qayta urinib ko'ring.`)),
      },
    );
  };

  return (
    <Stack gap="md" data-testid="wizard-notary">
      {general.notaryName ? (
        <DetailList
          items={[
            { label: <Trans>Tanlangan notarius</Trans>, value: general.notaryName, testId: 'wizard-notary-name' },
            general.notaryPhone ? { label: <Trans>Notarius telefoni</Trans>, value: general.notaryPhone } : null,
          ]}
        />
      ) : (
        <Text size="sm" data-testid="wizard-notary-none">
          <Trans>Notarius hali tanlanmagan. Notariusni avtomatik tanlatishingiz yoki hudud, tuman va ism bo'yicha o'zingiz tanlashingiz mumkin.</Trans>
        </Text>
      )}
      {canChoose ? (
        <Stack gap="sm">
          <Radio.Group label={t`Notariusni tanlash usuli`} value={choice.mode} onChange={(mode) => setChoice({ ...choice, mode: mode as Choice['mode'], notaryId: null })}>
            <Group mt="xs">
              <Radio value="auto" label={t`Avtomatik`} data-testid="wizard-notary-auto" />
              <Radio value="manual" label={t`Qo'lda`} data-testid="wizard-notary-manual" />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <RegionSelect value={choice.regionId} onChange={(regionId) => setChoice({ ...choice, regionId, districtId: null, notaryId: null })} label={t`Hudud`} data-testid="wizard-notary-region" />
            <DistrictSelect regionId={choice.regionId} value={choice.districtId} onChange={(districtId) => setChoice({ ...choice, districtId, notaryId: null })} label={t`Tuman (shahar)`} data-testid="wizard-notary-district" />
            {choice.mode === 'manual' ? (
              <Select
                label={t`Notarius`}
                placeholder={choice.regionId === null ? t`Avval hududni tanlang` : t`Notariusni tanlang`}
                disabled={choice.regionId === null}
                searchable
                nothingFoundMessage={t`Notarius topilmadi`}
                data={(notaries.data ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
                value={choice.notaryId}
                onChange={(notaryId) => setChoice({ ...choice, notaryId })}
                data-testid="wizard-notary-select"
              />
            ) : null}
          </SimpleGrid>
          <Group>
            <Button onClick={() => setIsConfirming(true)} disabled={body === null} variant={general.notaryName ? 'light' : 'filled'} data-testid="wizard-notary-choose">
              {general.notaryName ? <Trans>Boshqa notariusni tanlash</Trans> : <Trans>Notariusni tanlash</Trans>}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <ScreenActions general={general} events={['send_for_check', 'delete']} />
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title={i18n._(texts.title)} centered data-testid="wizard-notary-dialog">
        <Stack gap="md">
          <Text>{i18n._(texts.body)}</Text>
          {error ? (
            <Alert color="red" variant="light" data-testid="wizard-notary-error">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              <Trans>Bekor qilish</Trans>
            </Button>
            <Button onClick={run} loading={send.isPending} data-testid="wizard-notary-confirm">
              {i18n._(texts.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
