import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatDateTime, formatPhone } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ADMIN_ROLES, useAdminUser, usePatchAdminUser, USER_STATE, type AdminUser } from '../api/admin-users.ts';
import { ROLE_LABELS } from './role-labels.ts';

function Field({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </Stack>
  );
}

type Role = (typeof ADMIN_ROLES)[number];
type Draft = { roles: Role[]; state: number; isdeleted: boolean; comments: string };
const isRole = (role: string): role is Role => (ADMIN_ROLES as readonly string[]).includes(role);

const draftOf = (user: AdminUser): Draft => ({
  roles: [...user.roles],
  state: user.state,
  isdeleted: Number(user.isdeleted) === 1,
  comments: user.comments ?? '',
});

/** Administration: one user's registry data and what an administrator may change (roles, state, deletion, comments). */
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
  return <UserDetails key={JSON.stringify(draftOf(user))} user={user} />;
}

function UserDetails({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const patch = usePatchAdminUser(String(user.id));
  const original = draftOf(user);
  const [draft, setDraft] = useState<Draft>(original);
  const isDirty = JSON.stringify(original) !== JSON.stringify(draft);

  const save = () => {
    patch.mutate(
      { roles: draft.roles, state: draft.state as 1 | 2, isdeleted: draft.isdeleted ? 1 : 0, comments: draft.comments.trim() || null },
      { onSuccess: () => notifications.show({ color: 'teal', message: t`O'zgarishlar saqlandi`, autoClose: 4000 }) },
    );
  };

  return (
    <Page title={user.fullname}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="xl" radius="lg" withBorder>
          <Title order={3} fz={18} mb="md">
            <Trans>Shaxsiy ma'lumotlar</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t`JShShIR`} value={user.pin} />
            <Field label={t`Pasport`} value={[user.passserial, user.passnum].filter(Boolean).join(' ')} />
            <Field label={t`Tug'ilgan sana`} value={formatDate(user.birthdate)} />
            <Field label={t`STIR`} value={user.inn} />
            <Field label={t`Telefon`} value={formatPhone(user.phone)} />
            <Field label={t`Elektron pochta`} value={user.email} />
            <Field label={t`Ro'yxatdan o'tgan`} value={formatDateTime(user.instime)} />
            <Field label={t`Foydalanish shartlari`} value={user.termsofuse === 1 ? t`Qabul qilingan` : t`Qabul qilinmagan`} />
            <Field label={t`Notarius`} value={user.notary ? `${user.notary.fullName} (${user.notary.licenseNumber})` : null} />
            <Field label={t`Manzil`} value={user.regaddress} />
          </SimpleGrid>
        </Card>
        <Card padding="xl" radius="lg" withBorder>
          <Title order={3} fz={18} mb="md">
            <Trans>Boshqaruv</Trans>
          </Title>
          <Stack gap="lg">
            <Checkbox.Group label={t`Rollar`} value={draft.roles} onChange={(roles) => setDraft({ ...draft, roles: roles.filter(isRole) })} error={draft.roles.length === 0 ? t`Kamida bitta rol tanlang` : undefined}>
              <Group mt="xs">
                {ADMIN_ROLES.map((role) => (
                  <Checkbox key={role} value={role} label={i18n._(ROLE_LABELS[role]!)} />
                ))}
              </Group>
            </Checkbox.Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                <Trans>Holati</Trans>
              </Text>
              <SegmentedControl
                value={String(draft.state)}
                onChange={(value) => setDraft({ ...draft, state: Number(value) })}
                data={[
                  { value: String(USER_STATE.active), label: t`Faol` },
                  { value: String(USER_STATE.blocked), label: t`Bloklangan` },
                ]}
                maw={320}
              />
            </Stack>
            <Switch label={t`Foydalanuvchi o'chirilgan`} checked={draft.isdeleted} onChange={(event) => setDraft({ ...draft, isdeleted: event.currentTarget.checked })} />
            <Textarea label={t`Izoh`} autosize minRows={3} maxLength={2000} value={draft.comments} onChange={(event) => setDraft({ ...draft, comments: event.currentTarget.value })} />
            <Group justify="flex-end">
              <Button variant="default" disabled={!isDirty || patch.isPending} onClick={() => setDraft(original)}>
                <Trans>Bekor qilish</Trans>
              </Button>
              <Button onClick={save} loading={patch.isPending} disabled={!isDirty || draft.roles.length === 0} data-testid="admin-user-save">
                <Trans>Saqlash</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
    </Page>
  );
}
