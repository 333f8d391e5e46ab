import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ACT_TYPES, REQUIRED_BLOCKS, type ActTypeId } from '@notary/domain/act';
import { type CompanyLookup, PartyInput, type PersonLookup } from '@notary/domain/contracts';
import type { PartyRole } from '@notary/domain/party';
import { FIELDS, InnSchema, PinSchema } from '@notary/domain/validation';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { errorMessage } from '../../errors/index.ts';
import { MaskedInput } from '../../forms/index.ts';
import type { ActParty } from '../api/types.ts';
import { LEGAL_FORM_LABELS, PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { refusalText, wizardMessage } from './wizard-labels.ts';
import { useAddParty, useLookupCompany, useLookupPerson, useRemoveParty } from './wizard-api.ts';

type PartyClass = 'natural' | 'legal';

/** The first message of each field of a failed parse. */
function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) if (messages?.[0]) out[key] = messages[0];
  if (flat.root?.[0]) out[''] = flat.root[0];
  return out;
}

/** A registry person as found: the name, and the facts that block or shape the act (deceased, minor). */
function PersonFound({ person }: { person: PersonLookup }) {
  return (
    <Card withBorder padding="sm" data-testid="party-lookup-result">
      <Group gap="xs">
        <Text fw={600} data-testid="party-lookup-name">
          {person.fullname}
        </Text>
        {person.isMinor ? (
          <Badge color="orange" variant="light" data-testid="party-lookup-minor">
            <Trans>Voyaga yetmagan, {person.age} yosh</Trans>
          </Badge>
        ) : null}
      </Group>
      {person.isDeceased ? (
        <Alert color="red" variant="light" mt="xs" role="alert" data-testid="party-lookup-deceased">
          {errorMessage('party_deceased')}
        </Alert>
      ) : null}
    </Card>
  );
}

/**
 * The registry lookup both party classes use: a number typed (`renderInput`), checked against `schema`,
 * then looked up on the find button; what is found is shown below (`renderFound`), a refusal under the input.
 * Changing the number clears what was found.
 */
function RegistryLookupField<T>({
  schema,
  lookup,
  found,
  onFound,
  renderInput,
  findLabel,
  findTestId,
  renderFound,
}: {
  schema: v.GenericSchema<string, string>;
  lookup: Pick<UseMutationResult<T, Error, string>, 'mutate' | 'isPending'>;
  found: T | null;
  onFound: (found: T | null) => void;
  renderInput: (field: { value: string; change: (value: string) => void; error: string | null }) => ReactNode;
  findLabel: ReactNode;
  findTestId: string;
  renderFound: (found: T) => ReactNode;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const find = () => {
    setError(null);
    onFound(null);
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) {
      setError(wizardMessage(parsed.issues[0].message));
      return;
    }
    lookup.mutate(parsed.output, { onSuccess: onFound, onError: (e) => void refusalText(e).then(setError) });
  };
  const change = (next: string) => {
    setValue(next);
    onFound(null);
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        {renderInput({ value, change, error })}
        <Button variant="light" onClick={find} loading={lookup.isPending} data-testid={findTestId}>
          {findLabel}
        </Button>
      </Group>
      {found ? renderFound(found) : null}
    </Stack>
  );
}

/** Finds a person by personal number in the civil registry (the act's own lookup route). */
function PersonLookupField({
  uuid,
  label,
  person,
  onFound,
  testId,
}: {
  uuid: string;
  label: string;
  person: PersonLookup | null;
  onFound: (person: PersonLookup | null) => void;
  testId: string;
}) {
  const lookup = useLookupPerson(uuid);
  return (
    <RegistryLookupField
      schema={PinSchema}
      lookup={lookup}
      found={person}
      onFound={onFound}
      renderInput={({ value, change, error }) => (
        <TextInput
          label={label}
          inputMode="numeric"
          maxLength={14}
          value={value}
          onChange={(e) => change(e.currentTarget.value.replace(/\D/g, ''))}
          error={error}
          data-testid={`${testId}-pin`}
          style={{ flex: 1, minWidth: 220 }}
        />
      )}
      findLabel={<Trans>Reyestrdan topish</Trans>}
      findTestId={`${testId}-find`}
      renderFound={(found) => <PersonFound person={found} />}
    />
  );
}

/** A company of the tax registry as found: its name, legal form, address and director. */
function CompanyFound({ company }: { company: CompanyLookup }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder padding="sm" data-testid="party-company-result">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600} data-testid="party-company-name">
            {company.name}
          </Text>
          <Badge color="green" variant="light">
            <Trans>Faol</Trans>
          </Badge>
        </Group>
        <Text size="sm" data-testid="party-company-form">
          <Trans>Tashkiliy-huquqiy shakli:</Trans> {i18n._(LEGAL_FORM_LABELS[company.legalForm])}
        </Text>
        <Text size="sm" data-testid="party-company-address">
          <Trans>Yuridik manzili:</Trans> {company.address}
        </Text>
        <Text size="sm" data-testid="party-company-director">
          <Trans>Rahbar:</Trans> {company.director ? `${company.director.fullname ?? ''} (${company.director.pin})`.trim() : '—'}
        </Text>
      </Stack>
    </Card>
  );
}

/** Finds a legal entity by tax number (STIR, 9 digits, masked) in the tax registry; a liquidated one is refused by the API. */
function CompanyLookupField({ uuid, company, onFound, error: outerError }: { uuid: string; company: CompanyLookup | null; onFound: (company: CompanyLookup | null) => void; error: string | null }) {
  const { t } = useLinguiMacro();
  const lookup = useLookupCompany(uuid);
  return (
    <RegistryLookupField
      schema={InnSchema}
      lookup={lookup}
      found={company}
      onFound={onFound}
      renderInput={({ value, change, error }) => (
        <MaskedInput
          label={t`STIR (soliq to'lovchining identifikatsiya raqami)`}
          mask={FIELDS.inn.mask}
          value={value}
          onValueChange={change}
          keyboard="numeric"
          keyboardMaxLength={9}
          inputMode="numeric"
          error={error ?? outerError}
          data-testid="party-inn"
          style={{ flex: 1, minWidth: 220 }}
        />
      )}
      findLabel={<Trans>Soliq reyestridan topish</Trans>}
      findTestId="party-inn-find"
      renderFound={(found) => <CompanyFound company={found} />}
    />
  );
}

function AddPartyForm({ uuid, typeId, onAdded }: { uuid: string; typeId: ActTypeId; onAdded: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const roles = ACT_TYPES[typeId].partyRoles as readonly PartyRole[];
  const counterpart = REQUIRED_BLOCKS[typeId].parties.find((p) => p.role !== ACT_TYPES[typeId].authorRole)?.role;
  const [role, setRole] = useState<PartyRole>(counterpart ?? roles[0]!);
  const [partyClass, setPartyClass] = useState<PartyClass>('natural');
  const [person, setPerson] = useState<PersonLookup | null>(null);
  const [company, setCompany] = useState<CompanyLookup | null>(null);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<PartyInput | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddParty(uuid);

  const minorMismatch = partyClass === 'natural' && person !== null && role === 'minor' && !person.isMinor;
  const blocked = person?.isDeceased === true || minorMismatch;

  const submit = () => {
    setErrors({});
    setServerError(null);
    if (partyClass === 'natural' && !person) {
      setErrors({ pin: 'error_required_person' });
      return;
    }
    if (partyClass === 'legal' && !company) {
      setErrors({ inn: 'error_required_company' });
      return;
    }
    const body =
      partyClass === 'natural'
        ? { role, partyClass, pin: person!.pin, fullname: person!.fullname, phone: phone || null }
        : {
            role,
            partyClass,
            inn: company!.inn,
            fullname: company!.name,
            phone: phone || null,
            addresses: { registered: { text: company!.address } },
            manager: company!.director ? { pin: company!.director.pin, ...(company!.director.fullname ? { fullname: company!.director.fullname } : {}) } : null,
          };
    const parsed = v.safeParse(PartyInput, body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setPending(parsed.output);
  };
  const confirm = () => {
    if (!pending) return;
    add.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        setPerson(null);
        setCompany(null);
        setPhone('');
        onAdded();
      },
      onError: (e) => void refusalText(e).then(setServerError),
    });
  };
  const error = (key: string) => (errors[key] ? wizardMessage(errors[key]) : null);

  return (
    <Card withBorder padding="md" data-testid="party-add-form">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Trans>Ishtirokchi qo'shish</Trans>
        </Title>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t`Ishtirokchi roli`}
            data={roles.map((r) => ({ value: r, label: i18n._(PARTY_ROLE_LABELS[r]) }))}
            value={role}
            onChange={(value) => value && setRole(value as PartyRole)}
            allowDeselect={false}
            data-testid="party-role"
          />
          <SegmentedControl
            aria-label={t`Shaxs turi`}
            value={partyClass}
            onChange={(value) => setPartyClass(value as PartyClass)}
            data={[
              { value: 'natural', label: t`Jismoniy shaxs` },
              { value: 'legal', label: t`Yuridik shaxs` },
            ]}
            data-testid="party-class"
          />
        </Group>
        {partyClass === 'natural' ? (
          <>
            <PersonLookupField uuid={uuid} label={t`JShShIR (shaxsiy identifikatsiya raqami)`} person={person} onFound={setPerson} testId="party" />
            {error('pin') ? (
              <Text size="sm" c="red.8" role="alert">
                {error('pin')}
              </Text>
            ) : null}
            {minorMismatch ? (
              <Alert color="red" variant="light" role="alert" data-testid="party-not-minor">
                <Trans>Bu shaxs voyaga yetgan: uni voyaga yetmagan bola sifatida qo'shib bo'lmaydi</Trans>
              </Alert>
            ) : null}
          </>
        ) : (
          <CompanyLookupField uuid={uuid} company={company} onFound={setCompany} error={error('inn') ?? error('fullname')} />
        )}
        <TextInput
          label={t`Telefon raqami (taklif SMS orqali yuboriladi)`}
          description={t`9 ta raqam, masalan 901234567`}
          inputMode="numeric"
          maxLength={9}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value.replace(/\D/g, ''))}
          error={error('phone')}
          data-testid="party-phone"
          maw={320}
        />
        {error('') ? (
          <Text size="sm" c="red.8" role="alert">
            {error('')}
          </Text>
        ) : null}
        <Group>
          <Button onClick={submit} disabled={blocked} data-testid="party-add">
            <Trans>Qo'shish</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        confirmation="add_party"
        opened={pending !== null}
        busy={add.isPending}
        error={serverError}
        onConfirm={confirm}
        onClose={() => {
          setPending(null);
          setServerError(null);
        }}
      />
    </Card>
  );
}

function statusBadge(party: ActParty) {
  if (party.isAuthor) return <Trans>Arizachi</Trans>;
  if (party.status === 'accepted') return <Trans>Tasdiqlagan</Trans>;
  if (party.status === 'rejected') return <Trans>Rad etgan</Trans>;
  if (party.status === 'exited') return <Trans>Bitimdan chiqqan</Trans>;
  return <Trans>Tasdiqlash kutilmoqda</Trans>;
}

/**
 * Step "parties": the act's parties, the roles its type requires (and which
 * are still missing), and a person added by personal number from the civil
 * registry (name filled in; deceased and minors shown) or an organisation
 * by tax number.
 */
export function PartiesStep({ uuid, typeId, parties }: { uuid: string; typeId: ActTypeId; parties: readonly ActParty[] }) {
  const { i18n } = useLingui();
  const remove = useRemoveParty(uuid);
  const [removing, setRemoving] = useState<ActParty | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const required = REQUIRED_BLOCKS[typeId].parties;

  return (
    <Stack gap="md" data-testid="wizard-parties">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          <Trans>Ushbu harakat uchun zarur ishtirokchilar:</Trans>
        </Text>
        <Group gap="xs">
          {required.map(({ role, min }) => {
            const count = parties.filter((p) => p.role === role).length;
            return (
              <Badge key={role} color={count >= min ? 'green' : 'orange'} variant="light" data-testid={`required-role-${role}`}>
                {i18n._(PARTY_ROLE_LABELS[role])}: {count}/{min}
              </Badge>
            );
          })}
        </Group>
      </Stack>
      <Table withTableBorder data-testid="wizard-party-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Roli</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>F.I.Sh. / nomi</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Holati</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Amal</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parties.map((party) => (
            <Table.Tr key={party.id} data-testid="wizard-party-row">
              <Table.Td>{i18n._(PARTY_ROLE_LABELS[party.role])}</Table.Td>
              <Table.Td>{party.fullname}</Table.Td>
              <Table.Td>{statusBadge(party)}</Table.Td>
              <Table.Td>
                {party.isAuthor ? null : (
                  <Button size="xs" variant="subtle" color="red.9" onClick={() => setRemoving(party)} data-testid={`party-remove-${party.id}`}>
                    <Trans>O'chirish</Trans>
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AddPartyForm uuid={uuid} typeId={typeId} onAdded={() => undefined} />
      <ConfirmDialog
        confirmation={removing?.role === 'minor' ? 'delete_minor' : null}
        title={<Trans>Ishtirokchini o'chirish</Trans>}
        body={<Trans>{removing?.fullname ?? ''} ishtirokchilar ro'yxatidan o'chiriladi. Davom etasizmi?</Trans>}
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
