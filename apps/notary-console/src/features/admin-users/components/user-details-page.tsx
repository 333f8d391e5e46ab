import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Checkbox, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { LinkedNotary } from '@notary/domain/contracts';
import { formatDate, formatDateTime, formatPhone } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ADMIN_ROLES, useAdminUser, useNotaryRecords, usePatchAdminUser, USER_STATE, type AdminUser, type AdminUserPatch } from '../api/admin-users.ts';
import { ROLE_LABELS } from './role-labels.ts';

function Field({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </Stack>
  );
}

type Role = (typeof ADMIN_ROLES)[number];
type Draft = { roles: Role[]; notary: LinkedNotary | null; comments: string };
const isRole = (role: string): role is Role => (ADMIN_ROLES as readonly string[]).includes(role);

const draftOf = (user: AdminUser): Draft => ({ roles: [...user.roles], notary: user.notary, comments: user.comments ?? '' });

/** Administration: one user's registry data and what an administrator may change (issue 14). */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  const { data: user, isPending, isError } = useAdminUser(id);
  if (isPending) return <Skeleton h={320} radius="lg" />;
  if (isError || !user) {
    return (
      <Alert color="red">
        <Trans>Foydalanuvchi ma'lumotlarini yuklab bo'lmadi</Trans>
      </Alert>
    );
  }
  // A saved user comes back from the server: the editor starts over from it.
  return <UserDetails key={JSON.stringify(user)} user={user} />;
}

/** The notary records matching a typed name or licence number; one click links the user to it. */
function NotaryRecordPicker({ onPick }: { onPick: (notary: LinkedNotary) => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const records = useNotaryRecords(debounced);
  return (
    <Stack gap="xs">
      <TextInput
        label={t`Notarius yozuvini qidirish`}
        placeholder={t`F.I.Sh. yoki litsenziya raqami`}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="admin-user-notary-search"
      />
      {records.data?.items.map((n) => (
        <Group key={n.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="admin-user-notary-option">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {n.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {n.licenseNumber} · {n.office[i18n.locale as 'oz'] ?? n.office.oz}
              {n.user ? ` · ${t`bog'langan`}: ${n.user.fullname}` : ''}
            </Text>
          </Stack>
          <Button size="xs" variant="light" onClick={() => onPick({ id: n.id, fullName: n.fullName, licenseNumber: n.licenseNumber, office: n.office.oz })}>
            <Trans>Tanlash</Trans>
          </Button>
        </Group>
      ))}
      {records.data && records.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Notarius yozuvi topilmadi</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const patch = usePatchAdminUser(String(user.id));
  const original = draftOf(user);
  const [draft, setDraft] = useState<Draft>(original);
  const [confirm, setConfirm] = useState<null | 'block' | 'unblock' | 'delete' | 'restore'>(null);
  const isDirty = JSON.stringify(original) !== JSON.stringify(draft);
  const isBlocked = user.state === USER_STATE.blocked;
  // Issue 14: the notary role only with a notary record behind it (the API refuses it too).
  const needsNotary = draft.roles.includes('notary') && !draft.notary;

  const send = (body: AdminUserPatch, message: string) =>
    patch.mutate(body, { onSuccess: () => notifications.show({ color: 'teal', message, autoClose: 4000 }), onSettled: () => setConfirm(null) });

  const save = () =>
    send(
      { roles: draft.roles, notaryId: draft.roles.includes('notary') ? (draft.notary?.id ?? null) : null, comments: draft.comments.trim() || null },
      t`O'zgarishlar saqlandi`,
    );

  const name = user.fullname || [user.surname, user.name, user.lastname].filter(Boolean).join(' ');
  const region = i18n.locale === 'ru' ? user.regionru : user.regionuz;
  const district = i18n.locale === 'ru' ? user.districtru : user.districtuz;

  return (
    <Page
      title={name}
      actions={
        <Group gap="xs">
          {Number(user.isdeleted) === 1 ? (
            <Badge color="gray" size="lg">
              <Trans>O'chirilgan</Trans>
            </Badge>
          ) : null}
          <Badge color={isBlocked ? 'red' : 'teal'} variant="light" size="lg" data-testid="admin-user-state">
            {isBlocked ? t`Bloklangan` : t`Faol`}
          </Badge>
        </Group>
      }
    >
      <Card padding="xl" radius="lg" withBorder>
        <Title order={2} fz={18} mb="md">
          <Trans>Shaxsiy ma'lumotlar</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Field label={t`Familiya`} value={user.surname} />
          <Field label={t`Ism`} value={user.name} />
          <Field label={t`Otasining ismi`} value={user.lastname} />
          <Field label={t`Foydalanuvchi raqami`} value={user.userid} />
          <Field label={t`JShShIR`} value={user.pin} testId="admin-user-pin" />
          <Field label={t`Pasport`} value={[user.passserial, user.passnum].filter(Boolean).join(' ')} />
          <Field label={t`Kim tomonidan berilgan`} value={user.issueorg} />
          <Field label={t`Berilgan sana`} value={formatDate(user.issuedate)} />
          <Field label={t`Amal qilish muddati`} value={formatDate(user.exprdate)} />
          <Field label={t`Shaxs turi`} value={user.typeid === 1 ? t`Jismoniy shaxs` : t`Yuridik shaxs`} />
          <Field label={t`Jinsi`} value={user.gender === 1 ? t`Erkak` : user.gender === 2 ? t`Ayol` : null} />
          <Field label={t`Tug'ilgan sana`} value={formatDate(user.birthdate)} />
          <Field label={t`Tug'ilgan mamlakat`} value={user.birthcountry} />
          <Field label={t`Fuqaroligi`} value={user.citizenship} />
          <Field label={t`Millati`} value={user.nationality} />
          <Field label={t`STIR`} value={user.inn} />
          <Field label={t`Telefon`} value={formatPhone(user.phone)} />
          <Field label={t`Elektron pochta`} value={user.email} />
          <Field label={t`Viloyat`} value={region ? `${region} (${user.regionid ?? '—'})` : null} />
          <Field label={t`Tuman`} value={district ? `${district} (${user.districtid ?? '—'})` : null} />
          <Field label={t`Doimiy manzil`} value={user.regaddress} />
          <Field label={t`Amaldagi manzil`} value={user.actaddress} />
          <Field label={t`Tashkilot STIR`} value={user.orginn} />
          <Field label={t`Tashkilot`} value={user.orgname} />
          <Field label={t`Ma'lumotlar tasdiqlangan`} value={user.valid ? t`Ha, fuqarolik holati reyestrida` : t`Yo'q`} />
          <Field label={t`Foydalanish shartlari`} value={user.termsofuse === 1 ? t`Qabul qilingan` : t`Qabul qilinmagan`} />
          <Field label={t`Ro'yxatdan o'tgan`} value={formatDateTime(user.instime)} testId="admin-user-instime" />
          <Field label={t`Notarius yozuvi`} value={user.notary ? `${user.notary.fullName} (${user.notary.licenseNumber})` : null} testId="admin-user-notary" />
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="xl" radius="lg" withBorder>
          <Title order={2} fz={18} mb="md">
            <Trans>Rollar va izoh</Trans>
          </Title>
          <Stack gap="lg">
            <Checkbox.Group label={t`Rollar`} value={draft.roles} onChange={(roles) => setDraft({ ...draft, roles: roles.filter(isRole) })} error={draft.roles.length === 0 ? t`Kamida bitta rol tanlang` : undefined}>
              <Group mt="xs">
                {ADMIN_ROLES.map((role) => (
                  <Checkbox key={role} value={role} label={i18n._(ROLE_LABELS[role]!)} data-testid={`admin-user-role-${role}`} />
                ))}
              </Group>
            </Checkbox.Group>
            {draft.roles.includes('notary') ? (
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  <Trans>Bog'langan notarius yozuvi</Trans>
                </Text>
                {draft.notary ? (
                  <Group justify="space-between" data-testid="admin-user-linked-notary">
                    <Text size="sm">
                      {draft.notary.fullName} ({draft.notary.licenseNumber})
                    </Text>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDraft({ ...draft, notary: null })}>
                      <Trans>Bog'lashni bekor qilish</Trans>
                    </Button>
                  </Group>
                ) : (
                  <Alert color="orange" variant="light" data-testid="admin-user-notary-required">
                    <Trans>Notarius roli faqat notarius yozuviga bog'langan foydalanuvchiga beriladi. Yozuvni tanlang.</Trans>
                  </Alert>
                )}
                <NotaryRecordPicker onPick={(notary) => setDraft({ ...draft, notary })} />
              </Stack>
            ) : null}
            <Textarea label={t`Izoh`} autosize minRows={3} maxLength={2000} value={draft.comments} onChange={(event) => setDraft({ ...draft, comments: event.currentTarget.value })} />
            <Group justify="flex-end">
              <Button variant="default" disabled={!isDirty || patch.isPending} onClick={() => setDraft(original)}>
                <Trans>Bekor qilish</Trans>
              </Button>
              <Button onClick={save} loading={patch.isPending && confirm === null} disabled={!isDirty || draft.roles.length === 0 || needsNotary} data-testid="admin-user-save">
                <Trans>Saqlash</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card padding="xl" radius="lg" withBorder>
          <Title order={2} fz={18} mb="md">
            <Trans>Kirish huquqi</Trans>
          </Title>
          <Stack gap="md">
            <Text size="sm">
              {isBlocked ? (
                <Trans>Foydalanuvchi bloklangan: tizimga kira olmaydi.</Trans>
              ) : (
                <Trans>Bloklangan foydalanuvchi tizimga kira olmaydi, ochiq seanslari darhol yopiladi.</Trans>
              )}
            </Text>
            <Group>
              {isBlocked ? (
                <Button color="teal" onClick={() => setConfirm('unblock')} data-testid="admin-user-unblock">
                  <Trans>Blokdan chiqarish</Trans>
                </Button>
              ) : (
                <Button color="red" onClick={() => setConfirm('block')} data-testid="admin-user-block">
                  <Trans>Bloklash</Trans>
                </Button>
              )}
              {Number(user.isdeleted) === 1 ? (
                <Button variant="light" onClick={() => setConfirm('restore')} data-testid="admin-user-restore">
                  <Trans>O'chirilganlikni bekor qilish</Trans>
                </Button>
              ) : (
                <Button variant="light" color="red" onClick={() => setConfirm('delete')} data-testid="admin-user-delete">
                  <Trans>O'chirilgan deb belgilash</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>

      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={t`Tasdiqlang`} centered>
        <Stack gap="md">
          <Text>
            {confirm === 'block'
              ? t`${name} bloklansinmi? U tizimga kira olmaydi, ochiq seanslari yopiladi.`
              : confirm === 'unblock'
                ? t`${name} blokdan chiqarilsinmi?`
                : confirm === 'delete'
                  ? t`${name} o'chirilgan deb belgilansinmi? U tizimga kira olmaydi.`
                  : t`${name} uchun o'chirilganlik belgisi olib tashlansinmi?`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              <Trans>Bekor qilish</Trans>
            </Button>
            <Button
              color={confirm === 'block' || confirm === 'delete' ? 'red' : 'teal'}
              loading={patch.isPending}
              data-testid="admin-user-confirm"
              onClick={() => {
                if (confirm === 'block') send({ state: USER_STATE.blocked }, t`Foydalanuvchi bloklandi`);
                else if (confirm === 'unblock') send({ state: USER_STATE.active }, t`Foydalanuvchi blokdan chiqarildi`);
                else if (confirm === 'delete') send({ isdeleted: 1 }, t`Foydalanuvchi o'chirilgan deb belgilandi`);
                else send({ isdeleted: 0 }, t`O'chirilganlik belgisi olib tashlandi`);
              }}
            >
              <Trans>Tasdiqlash</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
