import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { MINOR_ALONE_AGE } from '@notary/domain/constants';
import { FIELDS, PinSchema, TERM_FIELD_BOUNDS, TRAVEL_PURPOSES, canTravelAlone, isoToDateText, travelTermsSchema, type TravelTermsValues, type TravellingChild } from '@notary/domain/validation';
import type { PersonLookup } from '@notary/domain/contracts';
import { isHTTPError } from 'ky';
import * as v from 'valibot';
import { useMemo, useState } from 'react';
import { MaskedInput, useSchemaForm } from '../../forms/index.ts';
import { readErrorBody } from '../../http/index.ts';
import { DetailList } from '../../searches/index.ts';
import { useActParties } from '../api/acts-api.ts';
import type { ActGeneral, ActParty } from '../api/types.ts';
import { CONFIRMATION_TEXTS } from '../labels.ts';
import type { TermBlockProps } from './price-terms.tsx';
import { SaveBlock } from './save-block.tsx';
import { readSaveRefusal } from './server-errors.ts';
import { TRAVEL_PURPOSE_LABELS } from './term-labels.ts';
import { termMessage } from './term-messages.ts';
import { DateInput, dateText } from './term-fields.tsx';
import { lookupPerson, useChildAges, usePartyChange, usePatchActTerms } from './terms-api.ts';

type Travel = Partial<Record<keyof TravelTermsValues, unknown>> | null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function travelValues(act: ActGeneral): TravelTermsValues {
  const travel = act.travel as Travel;
  const countries = travel?.destinationCountries;
  return {
    departureCountry: text(travel?.departureCountry) || "O'zbekiston",
    destinationCountries: Array.isArray(countries) ? countries.filter((c): c is string => typeof c === 'string') : [],
    allCountries: travel?.allCountries === true,
    purpose: text(travel?.purpose),
    otherPurpose: text(travel?.otherPurpose),
    periodFrom: isoToDateText(text(travel?.periodFrom)),
    periodTo: isoToDateText(text(travel?.periodTo)),
    selfDeparture: travel?.selfDeparture === true,
  };
}

const TRAVEL_PATHS: Record<string, keyof TravelTermsValues> = {
  travel: 'destinationCountries',
  'travel.departureCountry': 'departureCountry',
  'travel.destinationCountries': 'destinationCountries',
  'travel.allCountries': 'allCountries',
  'travel.purpose': 'purpose',
  'travel.otherPurpose': 'otherPurpose',
  'travel.periodFrom': 'periodFrom',
  'travel.periodTo': 'periodTo',
  'travel.selfDeparture': 'selfDeparture',
};

type Pending = { kind: 'add'; role: 'minor' | 'accompanying_person'; person: PersonLookup } | { kind: 'remove'; party: ActParty };

/**
 * The people of a travel consent (acts-domain 5 "Minors' travel consent"):
 * the children (15035 takes several, 15034 one) and the accompanying person,
 * found in the civil registry by personal number and added as the act's
 * parties, after the "add a party" / "delete a minor" confirmations of
 * acts-domain 8.
 */
function TravelPeople({ act, minors: children, escorts, ages }: { act: ActGeneral; minors: ActParty[]; escorts: ActParty[]; ages: Map<string, number> }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { add, remove } = usePartyChange(act.uuid);
  const [pins, setPins] = useState({ minor: '', accompanying_person: '' });
  const [errors, setErrors] = useState<{ minor: string | null; accompanying_person: string | null }>({ minor: null, accompanying_person: null });
  const [pending, setPending] = useState<Pending | null>(null);
  const [isLooking, setLooking] = useState(false);
  const canAddChild = act.typeId === 15035 || children.length === 0;

  const find = async (role: 'minor' | 'accompanying_person') => {
    const pin = pins[role];
    setErrors((e) => ({ ...e, [role]: null }));
    if (!v.is(PinSchema, pin)) {
      setErrors((e) => ({ ...e, [role]: termMessage(pin ? 'error_wrong_pin_length' : 'error_required_pin') }));
      return;
    }
    setLooking(true);
    try {
      const person = await lookupPerson(act.uuid, pin);
      if (person.isDeceased) setErrors((e) => ({ ...e, [role]: termMessage('party_deceased') }));
      else if (role === 'minor' && !person.isMinor) setErrors((e) => ({ ...e, [role]: termMessage('error_not_a_minor') }));
      else if (role === 'accompanying_person' && person.isMinor) setErrors((e) => ({ ...e, [role]: termMessage('error_escort_minor') }));
      else if ([...children, ...escorts].some((party) => party.pin === person.pin)) setErrors((e) => ({ ...e, [role]: termMessage('error_party_already_added') }));
      else setPending({ kind: 'add', role, person });
    } catch (error) {
      const code = isHTTPError(error) ? (await readErrorBody(error.data)).code : null;
      setErrors((e) => ({ ...e, [role]: termMessage(code ?? 'internal_error') }));
    } finally {
      setLooking(false);
    }
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'add') {
      add.mutate(
        { role: pending.role, pin: pending.person.pin, fullname: pending.person.fullname },
        {
          onSuccess: () => {
            setPins((p) => ({ ...p, [pending.role]: '' }));
            setPending(null);
          },
        },
      );
    } else {
      remove.mutate(pending.party.id, { onSuccess: () => setPending(null) });
    }
  };
  const texts = pending ? CONFIRMATION_TEXTS[pending.kind === 'add' ? 'add_party' : 'delete_minor'] : null;

  const personRow = (party: ActParty, isChild: boolean) => {
    const age = party.pin ? ages.get(party.pin) : undefined;
    return (
      <Group key={party.id} justify="space-between" wrap="nowrap" data-testid={isChild ? 'terms-child' : 'terms-escort'}>
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {party.fullname}
          </Text>
          <Text size="xs" c="gray.7">
            {party.pin}
            {age !== undefined ? ` · ${t`${age} yosh`}` : ''}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={isChild ? t`Bolani o'chirish` : t`Kuzatuvchini o'chirish`}
          onClick={() => setPending({ kind: 'remove', party })}
          data-testid={isChild ? 'terms-child-remove' : 'terms-escort-remove'}
        >
          ×
        </ActionIcon>
      </Group>
    );
  };

  const adder = (role: 'minor' | 'accompanying_person', label: string, testId: string) => (
    <Group align="flex-start" wrap="wrap">
      <MaskedInput
        label={label}
        mask={FIELDS.pin.mask}
        value={pins[role]}
        onValueChange={(value) => setPins((p) => ({ ...p, [role]: value }))}
        error={errors[role]}
        inputMode="numeric"
        keyboard="numeric"
        w={{ base: '100%', sm: 260 }}
        data-testid={`${testId}-pin`}
      />
      <Button variant="light" mt={{ base: 0, sm: 25 }} loading={isLooking} onClick={() => void find(role)} data-testid={`${testId}-add`}>
        <Trans>Qo'shish</Trans>
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {act.typeId === 15035 ? <Trans>Bolalar</Trans> : <Trans>Bola</Trans>}
        </Text>
        {children.length === 0 ? (
          <Text size="sm" c="gray.7" data-testid="terms-no-children">
            <Trans>Bola qo'shilmagan</Trans>
          </Text>
        ) : (
          children.map((party) => personRow(party, true))
        )}
        {canAddChild ? adder('minor', t`Bolaning JShShIR`, 'terms-child') : null}
      </Stack>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          <Trans>Kuzatib boruvchi shaxs</Trans>
        </Text>
        {escorts.map((party) => personRow(party, false))}
        {escorts.length === 0 ? (
          <>
            <Text size="sm" c="gray.7">
              {act.typeId === 15035 ? (
                <Trans>Bolani kuzatib boruvchi shaxsni qo'shing</Trans>
              ) : (
                <Trans>Bola {MINOR_ALONE_AGE} yosh va undan katta bo'lsa va mustaqil chiqish belgilansa, kuzatib boruvchi shart emas</Trans>
              )}
            </Text>
            {adder('accompanying_person', t`Kuzatib boruvchining JShShIR`, 'terms-escort')}
          </>
        ) : null}
      </Stack>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={texts ? i18n._(texts.title) : ''} centered data-testid="terms-people-dialog">
        {pending && texts ? (
          <Stack gap="md">
            <Text>{i18n._(texts.body)}</Text>
            <Text fw={600}>{pending.kind === 'add' ? pending.person.fullname : pending.party.fullname}</Text>
            {add.isError || remove.isError ? (
              <Alert color="red" variant="light">
                <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)}>
                <Trans>Bekor qilish</Trans>
              </Button>
              <Button color={pending.kind === 'remove' ? 'red.9' : undefined} loading={add.isPending || remove.isPending} onClick={confirm} data-testid="terms-people-confirm">
                {i18n._(texts.confirm)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function TravelForm({ act, travelling, onSaved }: { act: ActGeneral; travelling: TravellingChild[]; onSaved?: (general: ActGeneral) => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [now] = useState(() => new Date());
  const schema = useMemo(() => travelTermsSchema(act.typeId, travelling, now), [act.typeId, travelling, now]);
  const form = useSchemaForm(schema, { initialValues: travelValues(act), message: termMessage });
  const save = usePatchActTerms(act.uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const values = form.getValues();
  const mayTravelAlone = canTravelAlone(act.typeId, travelling, now);
  const submit = form.onSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: (general) => onSaved?.(general),
      onError: (error) =>
        void readSaveRefusal(error, (path) => TRAVEL_PATHS[path] ?? null).then((result) => {
          form.setErrors(result.fields);
          setRefusal(result.text);
        }),
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="terms-travel-form">
      <Stack gap="md">
        <TextInput label={t`Chiqish davlati`} withAsterisk maxLength={TERM_FIELD_BOUNDS.text} {...form.getInputProps('departureCountry')} data-testid="terms-departure" />
        <Checkbox label={t`Barcha davlatlar`} {...form.getInputProps('allCountries', { type: 'checkbox' })} data-testid="terms-all-countries" />
        {values.allCountries ? null : (
          <TagsInput
            label={t`Boriladigan davlatlar`}
            description={t`Davlat nomini yozib, Enter tugmasini bosing`}
            withAsterisk
            maxTags={300}
            {...form.getInputProps('destinationCountries')}
            data-testid="terms-destinations"
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Safar maqsadi`}
            withAsterisk
            data={TRAVEL_PURPOSES.map((purpose) => ({ value: purpose, label: i18n._(TRAVEL_PURPOSE_LABELS[purpose]) }))}
            {...form.getInputProps('purpose')}
            onChange={(value) => form.setFieldValue('purpose', value ?? '')}
            data-testid="terms-purpose"
          />
          {values.purpose === 'other' ? <Textarea label={t`Boshqa maqsad`} withAsterisk autosize maxLength={TERM_FIELD_BOUNDS.longText} {...form.getInputProps('otherPurpose')} data-testid="terms-other-purpose" /> : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput label={t`Safar boshlanishi`} input={form.getInputProps('periodFrom')} testId="terms-period-from" required />
          <DateInput label={t`Safar tugashi`} input={form.getInputProps('periodTo')} testId="terms-period-to" required />
        </SimpleGrid>
        {act.typeId === 15034 ? (
          <Checkbox
            label={t`Mustaqil chiqish (kuzatuvchisiz, ${MINOR_ALONE_AGE} yoshdan)`}
            description={mayTravelAlone ? null : t`Bola ${MINOR_ALONE_AGE} yoshga to'lgandan keyin belgilanadi`}
            disabled={!mayTravelAlone && !values.selfDeparture}
            {...form.getInputProps('selfDeparture', { type: 'checkbox' })}
            data-testid="terms-self-departure"
          />
        ) : null}
        <SaveBlock isPending={save.isPending} text={refusal} testId="terms-travel" />
      </Stack>
    </form>
  );
}

function TravelView({ act, minors: children, escorts }: { act: ActGeneral; minors: ActParty[]; escorts: ActParty[] }) {
  const { i18n } = useLinguiCore();
  const travel = act.travel as Travel;
  const purpose = text(travel?.purpose);
  const countries = travel?.destinationCountries;
  return (
    <DetailList
      items={[
        { label: <Trans>Bolalar</Trans>, value: children.map((c) => c.fullname).join(', ') || null, testId: 'terms-view-children' },
        { label: <Trans>Kuzatib boruvchi shaxs</Trans>, value: escorts.map((c) => c.fullname).join(', ') || null },
        { label: <Trans>Chiqish davlati</Trans>, value: text(travel?.departureCountry) || null },
        {
          label: <Trans>Boriladigan davlatlar</Trans>,
          value: travel?.allCountries === true ? <Trans>Barcha davlatlar</Trans> : Array.isArray(countries) ? countries.join(', ') : null,
          testId: 'terms-view-destinations',
        },
        { label: <Trans>Safar maqsadi</Trans>, value: purpose === 'other' ? text(travel?.otherPurpose) : purpose in TRAVEL_PURPOSE_LABELS ? i18n._(TRAVEL_PURPOSE_LABELS[purpose as keyof typeof TRAVEL_PURPOSE_LABELS]) : null },
        { label: <Trans>Safar muddati</Trans>, value: travel?.periodFrom ? `${dateText(text(travel.periodFrom))} — ${dateText(text(travel.periodTo)) ?? '…'}` : null },
        act.typeId === 15034 ? { label: <Trans>Mustaqil chiqish</Trans>, value: travel?.selfDeparture === true ? <Trans>Ha</Trans> : <Trans>Yo'q</Trans> } : null,
      ]}
    />
  );
}

/**
 * The travel block of the minors' consents (15034, 15035; acts-domain 3
 * "Travel", 5 "Minors' travel consent"): the children and the accompanying
 * person, the countries, purpose and period, and self-departure, offered
 * only when every child is 15 or older (`canTravelAlone`, the domain rule).
 */
export function TravelTerms({ act, canEdit, onSaved }: TermBlockProps) {
  const parties = useActParties(act.uuid);
  const children = (parties.data ?? []).filter((party) => party.role === 'minor');
  const escorts = (parties.data ?? []).filter((party) => party.role === 'accompanying_person');
  const unknownAges = children.filter((child) => !child.birthDate && child.pin).map((child) => child.pin!);
  const lookups = useChildAges(act.uuid, unknownAges, canEdit);
  const ages = new Map<string, number>();
  lookups.forEach((query, index) => {
    if (query.data) ages.set(unknownAges[index]!, query.data.age);
  });
  // A stable list per set of children and ages, so the form's schema changes only when they do.
  const travellingJson = JSON.stringify(children.map((child): TravellingChild => ({ pin: child.pin, birthDate: child.birthDate, age: child.pin ? (ages.get(child.pin) ?? null) : null })));
  const travelling = useMemo(() => JSON.parse(travellingJson) as TravellingChild[], [travellingJson]);
  if (parties.isPending) return null;
  if (!canEdit) return <TravelView act={act} minors={children} escorts={escorts} />;
  return (
    <Stack gap="lg">
      <TravelPeople act={act} minors={children} escorts={escorts} ages={ages} />
      <TravelForm act={act} travelling={travelling} onSaved={onSaved} />
    </Stack>
  );
}
