import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { ACT_TYPES, type ActTypeId } from '@notary/domain/act';
import { amountToWords } from '@notary/domain/words';
import { FIELDS, currencyTextToTiyin } from '@notary/domain/validation';
import { useState } from 'react';
import { errorMessage } from '../../errors/index.ts';
import { MaskedInput, maskedInputProps, useSchemaForm } from '../../forms/index.ts';
import { IconAlert } from '../../icons/index.ts';
import { DetailList, useUiLocale } from '../../searches/index.ts';
import { searchBans } from '../../searches/api/search-bans.ts';
import type { SimplifiedDraft } from './draft.ts';
import { wizardMessage } from './labels.ts';
import { GiftVehicleScreenSchema, SaleVehicleScreenSchema } from './schemas.ts';

type Values = {
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  regtype: 1 | 2;
  price: string;
  priceWords: string;
};

/** Which lookups answered: nothing yet, the caller's vehicle (with its active bans), or no vehicle of theirs. */
type Lookup = { kind: 'idle' } | { kind: 'busy' } | { kind: 'not_found' } | { kind: 'error' } | { kind: 'found'; found: NonNullable<SimplifiedDraft['found']>; activeBans: number };

/**
 * Screen 0 (acts-domain 4 "choose vehicle and price"): the seller's or
 * giver's own vehicle by plate and technical passport, from the vehicle
 * registry (the ban search's own-vehicle lookup, so bans, arrests and fines
 * show at once and stop the wizard: acts-domain 5), the registration type,
 * and for a sale the price with its words.
 */
export function VehicleScreen({ typeId, draft, onNext }: { typeId: 1 | 4; draft: SimplifiedDraft; onNext: (next: SimplifiedDraft) => void }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const isSale = typeId === 1;
  const regTypes = ACT_TYPES[typeId as ActTypeId].regTypes as readonly (1 | 2)[];
  const form = useSchemaForm<Values, typeof SaleVehicleScreenSchema | typeof GiftVehicleScreenSchema>(isSale ? SaleVehicleScreenSchema : GiftVehicleScreenSchema, {
    initialValues: { ...draft.vehicle, regtype: regTypes.includes(draft.regtype) ? draft.regtype : regTypes[0]!, price: draft.price, priceWords: draft.priceWords },
    message: wizardMessage,
  });
  const [lookup, setLookup] = useState<Lookup>(draft.found ? { kind: 'found', found: draft.found, activeBans: 0 } : { kind: 'idle' });

  const find = async () => {
    const checks = ['stateNumber', 'techPassportSeries', 'techPassportNumber'].map((field) => form.validateField(field).hasError);
    if (checks.some(Boolean)) return;
    setLookup({ kind: 'busy' });
    try {
      const { stateNumber, techPassportSeries, techPassportNumber } = form.getValues();
      const result = await searchBans({ kind: 'vehicle', vehicleNumber: stateNumber.toUpperCase(), techPassportSeries: techPassportSeries.toUpperCase(), techPassportNumber });
      if (!result.found || result.property?.kind !== 'vehicle') {
        setLookup({ kind: 'not_found' });
        return;
      }
      const { stateNumber: plate, make, year, colour } = result.property;
      setLookup({ kind: 'found', found: { stateNumber: plate, make, year, colour }, activeBans: result.bans.filter((b) => b.state === 'active').length });
    } catch {
      setLookup({ kind: 'error' });
    }
  };
  // A change of plate or passport asks the registry again.
  const resetLookup = () => setLookup((current) => (current.kind === 'idle' ? current : { kind: 'idle' }));

  const fillWords = () => {
    const price = form.getValues().price;
    if (form.validateField('price').hasError) return;
    form.setFieldValue('priceWords', amountToWords(currencyTextToTiyin(price), locale));
  };

  const submit = form.onSubmit(() => {
    if (lookup.kind !== 'found' || lookup.activeBans > 0) return;
    const values = form.getValues();
    onNext({
      ...draft,
      screen: 1,
      regtype: values.regtype,
      vehicle: { stateNumber: values.stateNumber.toUpperCase(), techPassportSeries: values.techPassportSeries.toUpperCase(), techPassportNumber: values.techPassportNumber },
      found: lookup.found,
      price: isSale ? values.price : '',
      priceWords: isSale ? values.priceWords.trim() : '',
    });
  });

  const vehicleInput = (field: 'stateNumber' | 'techPassportSeries' | 'techPassportNumber') => {
    const props = maskedInputProps(form.getInputProps(field));
    return {
      ...props,
      onValueChange: (value: string) => {
        props.onValueChange(value);
        resetLookup();
      },
    };
  };

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-vehicle-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MaskedInput label={t`Davlat raqami`} placeholder="01A123BC" mask={FIELDS.vehicle_number.mask} unmask={false} {...vehicleInput('stateNumber')} warnCyrillic withAsterisk data-testid="wizard-plate" />
          <MaskedInput label={t`Texnik pasport seriyasi`} placeholder="AAF" mask={FIELDS.tech_passport_series.mask} unmask={false} {...vehicleInput('techPassportSeries')} warnCyrillic withAsterisk data-testid="wizard-tp-series" />
          <MaskedInput label={t`Texnik pasport raqami`} placeholder="1234567" mask={FIELDS.tech_passport_number.mask} {...vehicleInput('techPassportNumber')} keyboard="numeric" keyboardMaxLength={7} inputMode="numeric" withAsterisk data-testid="wizard-tp-number" />
        </SimpleGrid>
        <Group>
          <Button variant="light" onClick={() => void find()} loading={lookup.kind === 'busy'} data-testid="wizard-vehicle-find">
            <Trans>Transport vositasini topish</Trans>
          </Button>
        </Group>
        {lookup.kind === 'busy' ? <Loader size="sm" aria-label={t`Yuklanmoqda`} /> : null}
        {lookup.kind === 'not_found' ? (
          <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-vehicle-not-found">
            <Trans>Ko'rsatilgan davlat raqami va texnik pasport bo'yicha sizga tegishli transport vositasi topilmadi.</Trans>
          </Alert>
        ) : null}
        {lookup.kind === 'error' ? (
          <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-vehicle-error">
            {errorMessage('search_failed') ?? <Trans>Qidiruvda kutilmagan xatolik. Qayta urinib ko'ring.</Trans>}
          </Alert>
        ) : null}
        {lookup.kind === 'found' ? (
          <Stack gap="xs" data-testid="wizard-vehicle-found">
            <DetailList
              cols={3}
              items={[
                { label: <Trans>Davlat raqami</Trans>, value: lookup.found.stateNumber },
                { label: <Trans>Rusumi</Trans>, value: lookup.found.make, testId: 'wizard-vehicle-make' },
                { label: <Trans>Ishlab chiqarilgan yili</Trans>, value: lookup.found.year ?? '—' },
              ]}
            />
            {lookup.activeBans > 0 ? (
              <Alert color="red" variant="light" icon={<IconAlert />} data-testid="wizard-vehicle-encumbered">
                {errorMessage('vehicle_encumbered')}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
        {regTypes.length > 1 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="wizard-regtype-label">
              <Trans>Rasmiylashtirish usuli</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="wizard-regtype-label"
              value={String(form.getValues().regtype)}
              onChange={(value) => form.setFieldValue('regtype', Number(value) as 1 | 2)}
              data={regTypes.map((id) => ({ value: String(id), label: id === 1 ? t`Notarius idorasida shaxsan` : t`Videokonferensiya orqali` }))}
              w={{ base: '100%', sm: 480 }}
              data-testid="wizard-regtype"
            />
          </Stack>
        ) : null}
        {isSale ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MaskedInput label={t`Sotish narxi (so'm)`} placeholder="120 000 000,00" mask={FIELDS.currency.mask} unmask={false} {...maskedInputProps(form.getInputProps('price'))} keyboard="numeric" inputMode="numeric" withAsterisk data-testid="wizard-price" />
            <Stack gap={4}>
              <Textarea label={t`Narx so'z bilan`} autosize minRows={2} maxLength={4000} withAsterisk {...form.getInputProps('priceWords')} data-testid="wizard-price-words" />
              <Group>
                <Button size="xs" variant="subtle" onClick={fillWords} data-testid="wizard-price-words-fill">
                  <Trans>So'z bilan to'ldirish</Trans>
                </Button>
              </Group>
            </Stack>
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={lookup.kind !== 'found' || lookup.activeBans > 0} data-testid="wizard-next">
            <Trans>Keyingi</Trans>
          </Button>
        </Group>
        {lookup.kind !== 'found' ? (
          <Text size="sm" c="dimmed" data-testid="wizard-vehicle-hint">
            <Trans>Davom etish uchun avval transport vositasini davlat reyestridan toping.</Trans>
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
