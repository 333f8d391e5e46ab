import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ACT_TYPE_IDS, ACT_TYPES } from '@notary/domain/act';
import { EQUEUE_LATE_MINUTES } from '@notary/domain/constants';
import { FIELDS } from '@notary/domain/validation';
import { useMemo, useState, type FormEvent } from 'react';
import { MaskedInput } from '../forms/index.ts';
import { formatDate } from '../format/index.ts';
import { IconCheck, IconInfo } from '../icons/index.ts';
import { useLocalised, useNameInScript, useUiLocale } from '../searches/localised.ts';
import { fieldMessage } from '../searches/messages.ts';
import { DistrictSelect, RegionSelect } from '../searches/territory-select.tsx';
import { useCurrentUser } from '../session/index.ts';
import { useBookSlot, useEqueueOffices, useMyBookings, type Booking, type EqueueSlot } from './api/equeue-api.ts';
import { BookingCard } from './booking-card.tsx';
import { SlotPicker } from './slot-picker.tsx';

export type EqueuePreselection = { officeId?: string | null; notaryId?: string | null; actTypeId?: number | null };

function BookingForm({ preselect, onBooked }: { preselect: EqueuePreselection; onBooked: (booking: Booking) => void }) {
  const { t } = useLingui();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const locale = useUiLocale();
  const user = useCurrentUser();
  // Every office once; region and district narrow the list here, so a preselected office needs no lookup.
  const offices = useEqueueOffices(null, null);
  const preOffice = offices.data?.find((o) => o.id === preselect.officeId) ?? null;
  const [regionId, setRegionId] = useState<number | null>(null);
  const [districtId, setDistrictId] = useState<number | null>(null);
  const [officeId, setOfficeId] = useState<string | null>(preselect.officeId ?? null);
  const [notaryId, setNotaryId] = useState<string | null>(preselect.notaryId ?? null);
  const [actTypeId, setActTypeId] = useState<string | null>(preselect.actTypeId ? String(preselect.actTypeId) : null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<EqueueSlot | null>(null);
  const [phone, setPhone] = useState((user?.phone ?? '').replace(/\D/g, '').slice(-9));
  const [email, setEmail] = useState(user?.email ?? '');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const book = useBookSlot();

  const effectiveRegion = regionId ?? preOffice?.regionId ?? null;
  const visibleOffices = useMemo(
    () => (offices.data ?? []).filter((o) => (effectiveRegion === null || o.regionId === effectiveRegion) && (districtId === null || o.districtId === districtId)),
    [offices.data, effectiveRegion, districtId],
  );
  const office = offices.data?.find((o) => o.id === officeId) ?? null;

  const resetSlot = () => {
    setDate(null);
    setSlot(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | null> = {};
    if (!officeId) next.office = t`Notarial idorani tanlang`;
    if (!actTypeId) next.actType = t`Notarial harakat turini tanlang`;
    if (!slot) next.slot = t`Qabul vaqtini tanlang`;
    if (!phone) next.phone = fieldMessage('error_required_phone');
    else if (!FIELDS.phone.pattern.test(phone)) next.phone = fieldMessage('error_wrong_phone_length');
    if (email && !/^\S+@\S+\.\S+$/.test(email)) next.email = t`Elektron pochta manzili noto'g'ri`;
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    book.mutate(
      { officeId: officeId!, notaryId, actTypeId: Number(actTypeId), startsAt: slot!.startsAt, phone, email: email || null, description: description || null },
      {
        onSuccess: (booking) => {
          resetSlot();
          onBooked(booking);
        },
        // A slot taken meanwhile: the shell showed the server's message; the refetched slots no longer offer it.
        onError: () => setSlot(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              <Trans>1. Notarial idora va notarius</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <RegionSelect value={effectiveRegion} onChange={(id) => { setRegionId(id); setDistrictId(null); setOfficeId(null); setNotaryId(null); resetSlot(); }} data-testid="equeue-region" />
              <DistrictSelect regionId={effectiveRegion} value={districtId} onChange={(id) => { setDistrictId(id); setOfficeId(null); setNotaryId(null); resetSlot(); }} />
              <Select
                label={t`Notarial idora`}
                placeholder={offices.isPending ? t`Yuklanmoqda…` : t`Idorani tanlang`}
                data={visibleOffices.map((o) => ({ value: o.id, label: `${pick(o.name)} — ${pick(o.address)}` }))}
                value={officeId}
                onChange={(id) => { setOfficeId(id); setNotaryId(null); resetSlot(); }}
                searchable
                nothingFoundMessage={t`Topilmadi`}
                error={errors.office}
                data-testid="equeue-office"
              />
              <Select
                label={t`Notarius`}
                placeholder={t`Istalgan bo'sh notarius`}
                disabled={!office}
                data={(office?.notaries ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
                value={notaryId}
                onChange={(id) => { setNotaryId(id); resetSlot(); }}
                clearable
                data-testid="equeue-notary"
              />
              <Select
                label={t`Notarial harakat`}
                placeholder={t`Harakat turini tanlang`}
                data={ACT_TYPE_IDS.map((id) => ({ value: String(id), label: ACT_TYPES[id].names[locale] }))}
                value={actTypeId}
                onChange={setActTypeId}
                searchable
                error={errors.actType}
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
              <SlotPicker officeId={officeId} notaryId={notaryId} date={date} onDateChange={setDate} slot={slot} onSlotChange={setSlot} />
            ) : (
              <Text c="dimmed" size="sm">
                <Trans>Bo'sh vaqtlarni ko'rish uchun notarial idorani tanlang</Trans>
              </Text>
            )}
            {errors.slot ? (
              <Text c="red" size="sm">
                {errors.slot}
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
              <MaskedInput label={t`Telefon raqami`} placeholder="(90) 123-45-67" mask={FIELDS.phone.mask} value={phone} onValueChange={setPhone} keyboard="numeric" keyboardMaxLength={9} inputMode="numeric" leftSection={<Text size="sm">+998</Text>} leftSectionWidth={52} error={errors.phone} data-testid="equeue-phone" />
              <TextInput label={t`Elektron pochta (ixtiyoriy)`} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} type="email" />
            </SimpleGrid>
            <Textarea label={t`Izoh (ixtiyoriy)`} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
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

/**
 * equeue (sign-in required): book a slot with a notary office for an act
 * type, then see, move and cancel the bookings (spec/shell.md 3 e-queue
 * fields). Shared by the citizen web and the kiosk.
 */
export function EqueueScreen({ preselect = {} }: { preselect?: EqueuePreselection }) {
  const [tab, setTab] = useState<string | null>('book');
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
          preselect={preselect}
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
