import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ACT_TYPES, REQUIRED_BLOCKS, type ActTypeId, type SubjectKind } from '@notary/domain/act';
import { SubjectInput } from '@notary/domain/contracts';
import { isPriceInWords, somToTiyin } from '@notary/domain/validation';
import { amountToWords } from '@notary/domain/words';
import { useState } from 'react';
import * as v from 'valibot';
import { useUiLocale } from '../../searches/index.ts';
import type { ActSubject } from '../api/types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { refusalText, wizardMessage } from './wizard-labels.ts';
import { useAddSubject, useRemoveSubject } from './wizard-api.ts';

function KindLabel({ kind }: { kind: string }) {
  if (kind === 'vehicle') return <Trans>Transport vositasi</Trans>;
  if (kind === 'real_estate') return <Trans>Ko'chmas mulk</Trans>;
  return <Trans>Boshqa mol-mulk</Trans>;
}

function subjectName(subject: ActSubject): string {
  if (subject.kind === 'vehicle') return [subject.stateNumber, subject.techPassportSeries && `${subject.techPassportSeries} ${subject.techPassportNumber ?? ''}`].filter(Boolean).join(', ');
  if (subject.kind === 'real_estate') return subject.cadastreNumber ?? '';
  return subject.description ?? '';
}

type Draft = {
  kind: SubjectKind;
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  cadastreNumber: string;
  description: string;
  price: string;
  priceWords: string;
  shareNumerator: string;
  shareDenominator: string;
};

const empty = (kind: SubjectKind): Draft => ({
  kind,
  stateNumber: '',
  techPassportSeries: '',
  techPassportNumber: '',
  cadastreNumber: '',
  description: '',
  price: '',
  priceWords: '',
  shareNumerator: '',
  shareDenominator: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST …/subjects from the form, before the domain's schema checks it. */
function toInput(draft: Draft, priced: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: draft.kind };
  if (draft.kind === 'vehicle') {
    body['stateNumber'] = orNull(draft.stateNumber.toUpperCase().replace(/\s/g, ''));
    body['techPassportSeries'] = orNull(draft.techPassportSeries.toUpperCase());
    body['techPassportNumber'] = orNull(draft.techPassportNumber);
  } else if (draft.kind === 'real_estate') {
    body['cadastreNumber'] = orNull(draft.cadastreNumber);
  } else {
    body['description'] = orNull(draft.description);
  }
  if (priced && draft.price.trim() !== '') {
    body['price'] = draft.price.replace(/\s/g, '').replace(',', '.');
    body['priceWords'] = orNull(draft.priceWords);
  }
  if (draft.shareNumerator !== '' || draft.shareDenominator !== '') {
    body['shares'] = [{ numerator: Number(draft.shareNumerator), denominator: Number(draft.shareDenominator) }];
  }
  return body;
}

function AddSubjectForm({ uuid, typeId, withPrice }: { uuid: string; typeId: ActTypeId; withPrice: boolean }) {
  const { t } = useLinguiMacro();
  const locale = useUiLocale();
  const kinds = ACT_TYPES[typeId].subjectKinds as readonly SubjectKind[];
  // The price is asked here unless the terms step has the type's price block.
  const priced = withPrice && REQUIRED_BLOCKS[typeId].price;
  const needsWords = withPrice && REQUIRED_BLOCKS[typeId].priceWords;
  const [draft, setDraft] = useState<Draft>(empty(kinds[0] ?? 'other'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddSubject(uuid);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  // acts-domain 5 "The vehicle sale price is entered together with its words version": the words follow the figures.
  const setPrice = (price: string) => {
    const tiyin = somToTiyin(price.replace(/\s/g, '').replace(',', '.'));
    set({ price, priceWords: tiyin === null ? '' : amountToWords(tiyin, locale) });
  };

  const submit = () => {
    setErrors({});
    setServerError(null);
    const body = toInput(draft, priced);
    const parsed = v.safeParse(SubjectInput, body);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      const flat = v.flatten(parsed.issues);
      for (const [key, messages] of Object.entries(flat.nested ?? {})) if (messages?.[0]) found[key.split('.')[0]!] = messages[0];
      if (flat.root?.[0]) found[''] = flat.root[0];
    }
    if (draft.kind === 'other' && !orNull(draft.description)) found['description'] = 'error_required_description';
    if (needsWords && body['price'] !== undefined && !isPriceInWords(String(body['price']), draft.priceWords)) {
      found['priceWords'] = draft.priceWords.trim() === '' ? 'error_required_price_words' : 'error_wrong_price_words';
    }
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      return;
    }
    add.mutate(parsed.output, {
      onSuccess: () => setDraft(empty(draft.kind)),
      onError: (e) => void refusalText(e).then(setServerError),
    });
  };
  const error = (key: string) => (errors[key] ? wizardMessage(errors[key]) : null);

  return (
    <Card withBorder padding="md" data-testid="subject-add-form">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Trans>Predmet qo'shish</Trans>
        </Title>
        {kinds.length > 1 ? (
          <Select
            label={t`Mol-mulk turi`}
            data={kinds.map((kind) => ({
              value: kind,
              label: kind === 'vehicle' ? t`Transport vositasi` : kind === 'real_estate' ? t`Ko'chmas mulk` : t`Boshqa mol-mulk`,
            }))}
            value={draft.kind}
            onChange={(value) => value && setDraft(empty(value as SubjectKind))}
            allowDeselect={false}
            maw={320}
            data-testid="subject-kind"
          />
        ) : null}
        {draft.kind === 'vehicle' ? (
          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput label={t`Davlat raqami`} description={t`Masalan 01A123BC`} value={draft.stateNumber} onChange={(e) => set({ stateNumber: e.currentTarget.value })} error={error('stateNumber')} data-testid="subject-state-number" />
            <TextInput label={t`Texnik pasport seriyasi`} value={draft.techPassportSeries} onChange={(e) => set({ techPassportSeries: e.currentTarget.value })} error={error('techPassportSeries')} maxLength={3} data-testid="subject-tp-series" />
            <TextInput label={t`Texnik pasport raqami`} inputMode="numeric" value={draft.techPassportNumber} onChange={(e) => set({ techPassportNumber: e.currentTarget.value.replace(/\D/g, '') })} error={error('techPassportNumber')} maxLength={7} data-testid="subject-tp-number" />
          </Group>
        ) : null}
        {draft.kind === 'real_estate' ? (
          <TextInput label={t`Kadastr raqami`} description={t`Masalan 11:14:04:01:01:1630`} value={draft.cadastreNumber} onChange={(e) => set({ cadastreNumber: e.currentTarget.value })} error={error('cadastreNumber')} maw={360} data-testid="subject-cadastre" />
        ) : null}
        {draft.kind === 'other' ? (
          <Textarea label={t`Mol-mulk yoki harakat predmeti tavsifi`} value={draft.description} onChange={(e) => set({ description: e.currentTarget.value })} error={error('description')} autosize minRows={2} data-testid="subject-description" />
        ) : null}
        {priced ? (
          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput label={t`Narxi (so'm)`} inputMode="decimal" value={draft.price} onChange={(e) => setPrice(e.currentTarget.value)} error={error('price')} data-testid="subject-price" />
            <Textarea
              label={t`Narxi so'z bilan`}
              description={t`Raqamdagi narx bo'yicha to'ldiriladi; tekshirib chiqing`}
              value={draft.priceWords}
              onChange={(e) => set({ priceWords: e.currentTarget.value })}
              error={error('priceWords')}
              autosize
              style={{ flex: 1, minWidth: 280 }}
              data-testid="subject-price-words"
            />
          </Group>
        ) : null}
        <Group gap="md" align="flex-start" wrap="wrap">
          <TextInput label={t`Ulush: surat (ixtiyoriy)`} inputMode="numeric" value={draft.shareNumerator} onChange={(e) => set({ shareNumerator: e.currentTarget.value.replace(/\D/g, '') })} error={error('shares')} maw={200} data-testid="subject-share-numerator" />
          <TextInput label={t`Ulush: maxraj`} inputMode="numeric" value={draft.shareDenominator} onChange={(e) => set({ shareDenominator: e.currentTarget.value.replace(/\D/g, '') })} maw={200} data-testid="subject-share-denominator" />
        </Group>
        {error('') ? (
          <Text size="sm" c="red.8" role="alert">
            {error('')}
          </Text>
        ) : null}
        {serverError ? (
          <Text size="sm" c="red.8" role="alert" data-testid="subject-server-error">
            {serverError}
          </Text>
        ) : null}
        <Group>
          <Button onClick={submit} loading={add.isPending} data-testid="subject-add">
            <Trans>Qo'shish</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Step "subjects": what the act is about, checked against the state
 * registries when it is saved (a vehicle by plate and technical passport,
 * real estate by cadastre number; the server's refusal — not in the
 * registry, not the author's, banned — is shown), other property by its
 * description; the price with its words where the type has one; a share.
 */
export function SubjectsStep({ uuid, typeId, subjects, withPrice }: { uuid: string; typeId: ActTypeId; subjects: readonly ActSubject[]; withPrice: boolean }) {
  const remove = useRemoveSubject(uuid);
  const [removing, setRemoving] = useState<ActSubject | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <Stack gap="md" data-testid="wizard-subjects">
      {subjects.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="wizard-no-subjects">
          <Trans>Hali predmet qo'shilmagan</Trans>
        </Text>
      ) : (
        <Table withTableBorder data-testid="wizard-subject-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Turi</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Ma'lumotlari</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Narxi</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Amal</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subjects.map((subject) => (
              <Table.Tr key={subject.id} data-testid="wizard-subject-row">
                <Table.Td>
                  <KindLabel kind={subject.kind} />
                </Table.Td>
                <Table.Td>
                  {subjectName(subject)}
                  {(subject.shares ?? []).map((share, i) => (
                    <Badge key={i} ml="xs" variant="light">
                      {share.numerator}/{share.denominator}
                    </Badge>
                  ))}
                </Table.Td>
                <Table.Td>{subject.price ? `${subject.price} so'm` : '—'}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red.9" onClick={() => setRemoving(subject)} data-testid={`subject-remove-${subject.id}`}>
                    <Trans>O'chirish</Trans>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddSubjectForm uuid={uuid} typeId={typeId} withPrice={withPrice} />
      <ConfirmDialog
        confirmation={null}
        title={<Trans>Predmetni o'chirish</Trans>}
        body={<Trans>Predmet notarial harakatdan o'chiriladi. Davom etasizmi?</Trans>}
        opened={removing !== null}
        busy={remove.isPending}
        error={serverError}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (e) => void refusalText(e).then(setServerError),
          })
        }
        onClose={() => {
          setRemoving(null);
          setServerError(null);
        }}
      />
    </Stack>
  );
}
