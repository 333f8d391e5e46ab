import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { NotaryChoice } from '@notary/domain/contracts';
import { useState } from 'react';
import { DistrictSelect, RegionSelect, useLocalised, useNameInScript } from '../../searches/index.ts';
import { useSendActEvent } from '../api/acts-api.ts';
import type { ActGeneral } from '../api/types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { refusalText } from './wizard-labels.ts';
import { useNotarySearch } from './wizard-api.ts';

type Mode = 'auto' | 'manual';

/**
 * Step "notary" (acts-domain 2 "Notary choice. Automatic, or manual by
 * region, district and name"): the choice is the act's change_notary event;
 * changing a notary already chosen asks "choose another notary" first
 * (acts-domain 8), the first choice is the user's own click.
 */
export function NotaryStep({ general }: { general: ActGeneral }) {
  const { t } = useLinguiMacro();
  const nameIn = useNameInScript();
  const pick = useLocalised();
  const send = useSendActEvent(general.uuid);
  const [mode, setMode] = useState<Mode>('auto');
  const [regionId, setRegionId] = useState<number | null>(null);
  const [districtId, setDistrictId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [notaryId, setNotaryId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notaries = useNotarySearch({ regionId, districtId, name });

  const choice = (): NotaryChoice =>
    mode === 'manual' && notaryId
      ? { mode: 'manual', notaryId }
      : { mode: 'auto', ...(regionId !== null ? { regionId } : {}), ...(districtId !== null ? { districtId } : {}) };
  const apply = () => {
    setError(null);
    send.mutate(
      { event: 'change_notary', body: { confirmed: true, notaryChoice: choice() } },
      { onSuccess: () => setConfirming(false), onError: (e) => void refusalText(e).then(setError) },
    );
  };
  const start = () => (general.notaryId ? setConfirming(true) : apply());
  const options = (notaries.data?.items ?? []).map((n) => ({ value: n.id, label: `${nameIn(n.fullName, n.fullNameCyr)} — ${pick(n.office.name)}` }));

  return (
    <Stack gap="md" data-testid="wizard-notary">
      {general.notaryId ? (
        <Alert color="green" variant="light" data-testid="wizard-notary-chosen">
          <Trans>Tanlangan notarius: {general.notaryName ?? ''}</Trans>
        </Alert>
      ) : (
        <Text size="sm" data-testid="wizard-notary-none">
          <Trans>Notarius hali tanlanmagan. Avtomatik tanlashda hudud va tuman bo'yicha eng kam band notarius tayinlanadi.</Trans>
        </Text>
      )}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Radio.Group label={t`Notariusni tanlash usuli`} value={mode} onChange={(value) => setMode(value as Mode)}>
            <Group mt="xs">
              <Radio value="auto" label={t`Avtomatik`} data-testid="notary-mode-auto" />
              <Radio value="manual" label={t`Qo'lda (hudud, tuman va ism bo'yicha)`} data-testid="notary-mode-manual" />
            </Group>
          </Radio.Group>
          <Group gap="md" align="flex-start" wrap="wrap">
            <RegionSelect
              value={regionId}
              onChange={(id) => {
                setRegionId(id);
                setDistrictId(null);
                setNotaryId(null);
              }}
              label={t`Hudud`}
              data-testid="notary-region"
            />
            <DistrictSelect
              regionId={regionId}
              value={districtId}
              onChange={(id) => {
                setDistrictId(id);
                setNotaryId(null);
              }}
              data-testid="notary-district"
            />
          </Group>
          {mode === 'manual' ? (
            <Group gap="md" align="flex-start" wrap="wrap">
              <TextInput label={t`Notariusning ismi`} value={name} onChange={(e) => setName(e.currentTarget.value)} disabled={regionId === null} data-testid="notary-name" />
              <Select
                label={t`Notarius`}
                placeholder={regionId === null ? t`Avval hududni tanlang` : t`Notariusni tanlang`}
                data={options}
                value={notaryId}
                onChange={setNotaryId}
                disabled={regionId === null}
                searchable
                nothingFoundMessage={t`Topilmadi`}
                style={{ flex: 1, minWidth: 300 }}
                data-testid="notary-select"
              />
            </Group>
          ) : null}
          {error && !confirming ? (
            <Alert color="red" variant="light" role="alert" data-testid="notary-error">
              {error}
            </Alert>
          ) : null}
          <Group>
            <Button onClick={start} loading={send.isPending && !confirming} disabled={mode === 'manual' && notaryId === null} data-testid="notary-apply">
              {general.notaryId ? <Trans>Boshqa notariusni tanlash</Trans> : <Trans>Notariusni tanlash</Trans>}
            </Button>
          </Group>
        </Stack>
      </Card>
      <ConfirmDialog
        confirmation="change_notary"
        opened={confirming}
        busy={send.isPending}
        error={error}
        onConfirm={apply}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Stack>
  );
}
