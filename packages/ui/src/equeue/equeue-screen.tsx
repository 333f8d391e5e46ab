import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ACT_TYPE_IDS, ACT_TYPES } from '@notary/domain/act';
import { EQUEUE_LATE_MINUTES } from '@notary/domain/constants';
import { EqueueBookingFormSchema, FIELDS, type EqueueBookingFormOutput } from '@notary/domain/validation';
import { useState } from 'react';
import { formErrorText, MaskedInput, maskedInputProps, urlParam, useSchemaForm, useUrlFilters, type UrlFilters } from '../forms/index.ts';
import { formatDate } from '../format/index.ts';
import { IconCheck, IconInfo } from '../icons/index.ts';
import { useLocalised, useNameInScript, useUiLocale } from '../searches/localised.ts';
import { fieldMessage } from '../searches/messages.ts';
import { DistrictSelect, RegionSelect } from '../searches/territory-select.tsx';
import { useCurrentUser } from '../session/index.ts';
import { useBookSlot, useEqueueOffices, useMyBookings, type Booking } from './api/equeue-api.ts';
import { BookingCard } from './booking-card.tsx';
import { SlotPicker } from './slot-picker.tsx';

/**
 * The booking's choices kept in the URL (a reload or a shared link, the
 * directory's "book" button, the catalogue's act type, keep them); the
 * phone, e-mail and note are personal and the day and slot are of the moment,
 * so they are not.
 */
const CHOICE_PARAMS = {
  regionId: urlParam.id(),
  districtId: urlParam.id(),
  officeId: urlParam.uuid(),
  notaryId: urlParam.uuid(),
  actTypeId: urlParam.id(),
};
type Choices = UrlFilters<typeof CHOICE_PARAMS>;

type BookingValues = {
  regionId: number | null;
  districtId: number | null;
  officeId: string | null;
  notaryId: string | null;
  actTypeId: string | null;
  date: string | null;
  startsAt: string | null;
  /** The chosen slot's hh:mm, for the button. */
  slotTime: string | null;
  phone: string;
  email: string;
  description: string;
};

const choicesOf = (values: BookingValues): Choices => ({
  regionId: values.regionId ?? undefined,
  districtId: values.districtId ?? undefined,
  officeId: values.officeId ?? undefined,
  notaryId: values.notaryId ?? undefined,
  actTypeId: values.actTypeId === null ? undefined : Number(values.actTypeId),
});

function BookingForm({ onBooked }: { onBooked: (booking: Booking) => void }) {
  const { t } = useLingui();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const locale = useUiLocale();
  const user = useCurrentUser();
  const [choices, setChoices] = useUrlFilters(CHOICE_PARAMS);
  // The domain's booking schema is the resolver; the choices go to the URL as they are made (replacing the entry).
  const form = useSchemaForm(EqueueBookingFormSchema, {
    initialValues: {
      regionId: choices.regionId ?? null,
      districtId: choices.districtId ?? null,
      officeId: choices.officeId ?? null,
      notaryId: choices.notaryId ?? null,
      actTypeId: choices.actTypeId && (ACT_TYPE_IDS as readonly number[]).includes(choices.actTypeId) ? String(choices.actTypeId) : null,
      date: null,
      startsAt: null,
      slotTime: null,
      phone: (user?.phone ?? '').replace(/\D/g, '').slice(-9),
      email: user?.email ?? '',
      description: '',
    } satisfies BookingValues as BookingValues,
    message: fieldMessage,
    onValuesChange: (values) => setChoices(choicesOf(values), { replace: true }),
  });
  const { regionId, districtId, officeId, notaryId, date, startsAt, slotTime } = form.values;
  // Every office once; region and district narrow the list here, so a preselected office needs no lookup.
  const offices = useEqueueOffices(null, null);
  const office = offices.data?.find((o) => o.id === officeId) ?? null;
  const book = useBookSlot();

  const effectiveRegion = regionId ?? office?.regionId ?? null;
  const visibleOffices = (offices.data ?? []).filter((o) => (effectiveRegion === null || o.regionId === effectiveRegion) && (districtId === null || o.districtId === districtId));
  const noSlot = { date: null, startsAt: null, slotTime: null };

  const submit = form.onSubmit((booking: EqueueBookingFormOutput) =>
    book.mutate(
      { ...booking, email: booking.email || null, description: booking.description || null },
      {
        onSuccess: (booked) => {
          form.setValues(noSlot);
          onBooked(booked);
        },
        // A slot taken meanwhile: the shell showed the server's message; the refetched slots no longer offer it.
        onError: () => form.setValues({ startsAt: null, slotTime: null }),
      },
    ),
  );
  const slot = startsAt && slotTime ? { startsAt, time: slotTime } : null;
  const slotError = formErrorText(form, 'startsAt', fieldMessage);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              <Trans>1. Notarial idora va notarius</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <RegionSelect value={effectiveRegion} onChange={(id) => form.setValues({ regionId: id, districtId: null, officeId: null, notaryId: null, ...noSlot })} data-testid="equeue-region" />
              <DistrictSelect regionId={effectiveRegion} value={districtId} onChange={(id) => form.setValues({ regionId: effectiveRegion, districtId: id, officeId: null, notaryId: null, ...noSlot })} data-testid="equeue-district" />
              <Select
                label={t`Notarial idora`}
                placeholder={offices.isPending ? t`Yuklanmoqda…` : t`Idorani tanlang`}
                data={visibleOffices.map((o) => ({ value: o.id, label: `${pick(o.name)} — ${pick(o.address)}` }))}
                {...form.getInputProps('officeId')}
                onChange={(id) => form.setValues({ officeId: id, notaryId: null, ...noSlot })}
                searchable
                nothingFoundMessage={t`Topilmadi`}
                data-testid="equeue-office"
              />
              <Select
                label={t`Notarius`}
                placeholder={t`Istalgan bo'sh notarius`}
                disabled={!office}
                data={(office?.notaries ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
                value={notaryId}
                onChange={(id) => form.setValues({ notaryId: id, ...noSlot })}
                clearable
                data-testid="equeue-notary"
              />
              <Select
                label={t`Notarial harakat`}
                placeholder={t`Harakat turini tanlang`}
                data={ACT_TYPE_IDS.map((id) => ({ value: String(id), label: ACT_TYPES[id].names[locale] }))}
                {...form.getInputProps('actTypeId')}
                searchable
                data-testid="equeue-act-type"
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              <Trans>2. Qabul kuni va vaqti (Toshkent vaqti)</Trans>
            </Title>
            {officeId ? (
              <SlotPicker
                officeId={officeId}
                notaryId={notaryId}
                date={date}
                onDateChange={(day) => form.setFieldValue('date', day)}
                startsAt={startsAt}
                onSlotChange={(slot) => form.setValues({ startsAt: slot?.startsAt ?? null, slotTime: slot?.time ?? null })}
              />
            ) : (
              <Text c="dimmed" size="sm">
                <Trans>Bo'sh vaqtlarni ko'rish uchun notarial idorani tanlang</Trans>
              </Text>
            )}
            {slotError ? (
              <Text c="red" size="sm" role="alert" data-testid="equeue-slot-error">
                {slotError}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              <Trans>3. Aloqa ma'lumotlari</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MaskedInput label={t`Telefon raqami`} placeholder="(90) 123-45-67" mask={FIELDS.phone.mask} {...maskedInputProps(form.getInputProps('phone'))} keyboard="numeric" keyboardMaxLength={9} inputMode="numeric" leftSection={<Text size="sm">+998</Text>} leftSectionWidth={52} data-testid="equeue-phone" />
              <TextInput label={t`Elektron pochta (ixtiyoriy)`} {...form.getInputProps('email')} type="email" data-testid="equeue-email" />
            </SimpleGrid>
            <Textarea label={t`Izoh (ixtiyoriy)`} {...form.getInputProps('description')} maxLength={500} autosize minRows={2} />
            <Alert color="blue" variant="light" icon={<IconInfo />}>
              <Stack gap={4}>
                <Text size="sm">
                  <Trans>Qabuldan bir kun va bir soat oldin SMS orqali eslatma yuboriladi.</Trans>
                </Text>
                <Text size="sm" fw={600}>
                  <Trans>Qabul vaqtidan {EQUEUE_LATE_MINUTES} daqiqadan ko'proq kechiksangiz, umumiy navbatda qabul qilinasiz.</Trans>
                </Text>
              </Stack>
            </Alert>
            <Group>
              <Button type="submit" size="md" loading={book.isPending} data-testid="equeue-book">
                {slot ? <Trans>{formatDate(slot.startsAt)} {slot.time} ga yozilish</Trans> : <Trans>Navbatga yozilish</Trans>}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </form>
  );
}

const TAB_PARAMS = { tab: urlParam.oneOf(['book', 'mine']) };

/**
 * equeue (sign-in required): book a slot with a notary office for an act
 * type, then see, move and cancel the bookings (spec/shell.md 3 e-queue
 * fields). The tab and the booking's choices live in the URL
 * (`?officeId=&notaryId=&actTypeId=` from the directory and the catalogue
 * preselect). Shared by the citizen web and the kiosk.
 */
export function EqueueScreen() {
  const [params, setParams] = useUrlFilters(TAB_PARAMS);
  const tab = params.tab ?? 'book';
  const setTab = (next: string | null) => setParams({ tab: next === 'mine' ? 'mine' : undefined });
  const [justBooked, setJustBooked] = useState<Booking | null>(null);
  const mine = useMyBookings();
  const active = (mine.data ?? []).filter((b) => b.state === 'booked' || b.state === 'arrived' || b.state === 'general_queue');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="book" data-testid="tab-book">
          <Trans>Navbat olish</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="mine" data-testid="tab-mine" rightSection={active.length > 0 ? <Badge size="sm" circle>{active.length}</Badge> : null}>
          <Trans>Mening navbatlarim</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="book">
        <BookingForm
          onBooked={(booking) => {
            setJustBooked(booking);
            setTab('mine');
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="mine">
        <Stack gap="md">
          {justBooked ? (
            <Alert color="green" variant="light" icon={<IconCheck />} withCloseButton onClose={() => setJustBooked(null)} data-testid="equeue-booked">
              <Trans>
                Siz {formatDate(justBooked.regdate)} kuni soat {justBooked.equeuetime} ga navbatga yozildingiz: {justBooked.office}.
              </Trans>
            </Alert>
          ) : null}
          {mine.isPending ? (
            <Loader />
          ) : (mine.data ?? []).length === 0 ? (
            <Text c="dimmed" data-testid="equeue-empty">
              <Trans>Sizda hali navbatlar yo'q</Trans>
            </Text>
          ) : (
            mine.data!.map((b) => <BookingCard key={b.id} booking={b} />)
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
