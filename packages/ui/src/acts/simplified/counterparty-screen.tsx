import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CreateSimplifiedAct, PersonLookup } from '@notary/domain/contracts';
import { FIELDS, currencyTextToTiyin } from '@notary/domain/validation';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../errors/index.ts';
import { MaskedInput, maskedInputProps, useSchemaForm } from '../../forms/index.ts';
import { badRequestMessage, readErrorBody } from '../../http/index.ts';
import { IconAlert } from '../../icons/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { lookupPerson, useCreateSimplifiedAct } from './api.ts';
import type { SimplifiedDraft } from './draft.ts';
import { wizardMessage } from './labels.ts';
import { CounterpartyScreenSchema } from './schemas.ts';

type Values = { pin: string; phone: string };
type Found = { kind: 'idle' } | { kind: 'busy' } | { kind: 'not_found' } | { kind: 'error' } | { kind: 'found'; person: PersonLookup };
/** A refusal of the API with its code and, for a duplicate act, the act that holds the vehicle. */
type Refusal = { code: string | null; text: string | null; existingActId: string | null };

/** The act the wizard's draft describes, as POST notarial_act/simplified takes it (the price in so'm). */
export function simplifiedActBody(typeId: 1 | 4, draft: SimplifiedDraft, counterparty: { pin: string; fullname: string; phone: string }): CreateSimplifiedAct {
  return {
    typeId,
    regtype: draft.regtype,
    vehicle: draft.vehicle,
    ...(typeId === 1 && draft.price ? { price: (currencyTextToTiyin(draft.price) / 100).toFixed(2), priceWords: draft.priceWords } : {}),
    counterparty: { pin: counterparty.pin, fullname: counterparty.fullname, phone: counterparty.phone || null },
  };
}

async function refusalOf(error: Error): Promise<Refusal> {
  if (!isHTTPError(error)) return { code: null, text: null, existingActId: null };
  const body = await readErrorBody(error.data);
  // readErrorBody keeps the code and the text; the duplicate's link is in the answer's details.
  const details = typeof error.data === 'object' && error.data !== null ? (error.data as { details?: { existingActId?: unknown } }).details : undefined;
  return {
    code: body.code ?? null,
    text: errorMessage(body.code) ?? badRequestMessage(error),
    existingActId: typeof details?.existingActId === 'string' ? details.existingActId : null,
  };
}

/**
 * Screen 1 (acts-domain 4 "add buyer or donee"): the counterparty by
 * personal number, named by the civil registry; a deceased person or a
 * minor stops here (acts-domain 5). "Next" creates the act with the
 * vehicle, the price and the counterparty (the API invites them by link, QR
 * code and SMS); a refusal is told in the error catalogue's words, a
 * duplicate with the link to the act that holds the vehicle.
 */
export function CounterpartyScreen({
  typeId,
  draft,
  onSave,
  onBack,
  onCreated,
  cardPath,
}: {
  typeId: 1 | 4;
  draft: SimplifiedDraft;
  onSave: (next: SimplifiedDraft) => void;
  onBack: () => void;
  onCreated: (uuid: string) => void;
  cardPath: (uuid: string) => string;
}) {
  const { t } = useLingui();
  const ownPin = useSessionStore((s) => s.user?.pin ?? null);
  const create = useCreateSimplifiedAct();
  const form = useSchemaForm<Values, typeof CounterpartyScreenSchema>(CounterpartyScreenSchema, {
    initialValues: { pin: draft.counterparty.pin, phone: draft.counterparty.phone },
    message: wizardMessage,
  });
  const [found, setFound] = useState<Found>(
    draft.counterparty.fullname ? { kind: 'found', person: { pin: draft.counterparty.pin, fullname: draft.counterparty.fullname, isDeceased: false, isMinor: false, age: 18 } } : { kind: 'idle' },
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const find = async () => {
    if (form.validateField('pin').hasError) return;
    setFound({ kind: 'busy' });
    try {
      const answer = await lookupPerson(form.getValues().pin);
      setFound(answer.person ? { kind: 'found', person: answer.person } : { kind: 'not_found' });
    } catch {
      setFound({ kind: 'error' });
    }
  };

  const person = found.kind === 'found' ? found.person : null;
  const isSelf = person !== null && person.pin === ownPin;
  const canGoOn = person !== null && !person.isDeceased && !person.isMinor && !isSelf;

  const submit = form.onSubmit((values) => {
    if (!person || !canGoOn) return;
    const counterparty = { pin: values.pin, fullname: person.fullname, phone: values.phone };
    const saved = { ...draft, screen: 1 as const, counterparty };
    onSave(saved);
    setRefusal(null);
    create.mutate(simplifiedActBody(typeId, saved, counterparty), {
      onSuccess: (general) => onCreated(general.uuid),
      onError: (error) => void refusalOf(error).then(setRefusal),
    });
  });

  const pinProps = maskedInputProps(form.getInputProps('pin'));
  return (
    <form onSubmit={submit} noValidate data-testid="wizard-counterparty-form">
      <Stack gap="md">
        <Text size="sm">{typeId === 1 ? <Trans>Xaridorning JShShIR raqamini kiriting: ism-sharifi fuqarolik holati reyestridan olinadi.</Trans> : <Trans>Hadya oluvchining JShShIR raqamini kiriting: ism-sharifi fuqarolik holati reyestridan olinadi.</Trans>}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MaskedInput
            label={typeId === 1 ? t`Xaridorning JShShIR raqami` : t`Hadya oluvchining JShShIR raqami`}
            mask={FIELDS.pin.mask}
            {...pinProps}
            onValueChange={(value) => {
              pinProps.onValueChange(value);
              setFound({ kind: 'idle' });
            }}
            keyboard="numeric"
            keyboardMaxLength={14}
            inputMode="numeric"
            withAsterisk
            data-testid="wizard-counterparty-pin"
          />
          <MaskedInput
            label={t`Telefon raqami (SMS-taklif uchun)`}
            description={t`Ixtiyoriy: ko'rsatilsa, taklif havolasi SMS orqali yuboriladi`}
            mask={FIELDS.phone.mask}
            {...maskedInputProps(form.getInputProps('phone'))}
            keyboard="numeric"
            keyboardMaxLength={9}
            inputMode="numeric"
            data-testid="wizard-counterparty-phone"
          />
        </SimpleGrid>
        <Group>
          <Button variant="light" onClick={() => void find()} loading={found.kind === 'busy'} data-testid="wizard-counterparty-find">
            <Trans>Reyestrdan topish</Trans>
          </Button>
        </Group>
        {found.kind === 'not_found' ? (
          <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-counterparty-not-found">
            <Trans>Bu JShShIR bo'yicha shaxs fuqarolik holati reyestrida topilmadi.</Trans>
          </Alert>
        ) : null}
        {found.kind === 'error' ? (
          <Alert color="red" variant="light" icon={<IconAlert />}>
            {errorMessage('search_failed')}
          </Alert>
        ) : null}
        {person ? (
          <Stack gap="xs">
            <Text fw={600} data-testid="wizard-counterparty-name">
              {person.fullname}
            </Text>
            {person.isDeceased ? (
              <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-counterparty-deceased">
                {errorMessage('party_deceased')}
              </Alert>
            ) : null}
            {person.isMinor ? (
              <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-counterparty-minor">
                <Trans>Voyaga yetmagan shaxs soddalashtirilgan tartibda transport vositasini ololmaydi. Notarial harakatni notarius idorasida qonuniy vakili ishtirokida rasmiylashtiring.</Trans>
              </Alert>
            ) : null}
            {isSelf ? (
              <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-counterparty-self">
                <Trans>Ikkinchi tomon siz emas, boshqa shaxs bo'lishi kerak.</Trans>
              </Alert>
            ) : null}
          </Stack>
        ) : null}
        {refusal ? (
          <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-create-error">
            <Stack gap={4}>
              <Text size="sm">{refusal.text ?? <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>}</Text>
              {refusal.existingActId ? (
                <Button component={Link} to={cardPath(refusal.existingActId)} variant="subtle" size="xs" w="fit-content" data-testid="wizard-existing-act">
                  <Trans>Mavjud notarial harakatni ochish</Trans>
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} data-testid="wizard-prev">
            <Trans>Oldingi</Trans>
          </Button>
          <Button type="submit" disabled={!canGoOn} loading={create.isPending} data-testid="wizard-next">
            <Trans>Keyingi</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
