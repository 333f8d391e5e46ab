import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPhone } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { displayName, useSessionStore } from '@notary/ui/session';
import type { ReactNode } from 'react';
import { useProfile } from '../api/get-profile.ts';

function Field({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </Stack>
  );
}

/**
 * acts-domain 2 Profile: login, full name, tax id, personal id, registration
 * address, e-mail, phone, passport and issuer, birth date, and whether
 * consent to reuse of personal data is present.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const locale = useSessionStore((s) => s.locale);
  const { data, isPending, isError } = useProfile();

  if (isPending) {
    return (
      <Page title={<Trans>Shaxsiy kabinet</Trans>}>
        <Skeleton h={220} radius="lg" />
      </Page>
    );
  }
  if (isError || !data) {
    return (
      <Page title={<Trans>Shaxsiy kabinet</Trans>}>
        <Alert color="red">
          <Trans>Profil ma'lumotlarini yuklab bo'lmadi</Trans>
        </Alert>
      </Page>
    );
  }
  const user = data.user;
  const name = displayName(user);
  const region = locale === 'ru' ? user.regionru : user.regionuz;
  const district = locale === 'ru' ? user.districtru : user.districtuz;
  const address = [region, district, user.regaddress].filter(Boolean).join(', ');
  const passport = [user.passserial, user.passnum].filter(Boolean).join(' ');

  return (
    <Page title={<Trans>Shaxsiy kabinet</Trans>}>
      <Card padding="xl" radius="lg" withBorder>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar size={72} radius={36} color="blue" variant="light">
            {name
              .split(/\s+/)
              .slice(0, 2)
              .map((p) => p[0])
              .join('')}
          </Avatar>
          <Stack gap={4}>
            <Title order={2} fz={24} data-testid="profile-fullname">
              {name}
            </Title>
            <Group gap="xs">
              <Text c="dimmed" size="sm">
                <Trans>Login:</Trans> {user.userid ?? user.pin}
              </Text>
              {data.hasPersonalDataConsent ? (
                <Badge color="teal" variant="light" data-testid="profile-consent">
                  <Trans>Shaxsiy ma'lumotlardan foydalanishga rozilik berilgan</Trans>
                </Badge>
              ) : (
                <Badge color="orange" variant="light" data-testid="profile-consent">
                  <Trans>Shaxsiy ma'lumotlardan foydalanishga rozilik berilmagan</Trans>
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="xl" radius="lg" withBorder>
          <Title order={3} fz={18} mb="md">
            <Trans>Shaxsiy ma'lumotlar</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t`JShShIR`} value={user.pin} testId="profile-pin" />
            <Field label={t`STIR`} value={user.inn} />
            <Field label={t`Tug'ilgan sana`} value={formatDate(user.birthdate)} />
            <Field label={t`Fuqaroligi`} value={user.citizenship} />
            <Field label={t`Pasport`} value={passport} testId="profile-passport" />
            <Field label={t`Pasport bergan organ`} value={[user.issueorg, formatDate(user.issuedate)].filter(Boolean).join(', ')} />
          </SimpleGrid>
        </Card>
        <Card padding="xl" radius="lg" withBorder>
          <Title order={3} fz={18} mb="md">
            <Trans>Aloqa va manzil</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t`Telefon`} value={formatPhone(user.phone)} />
            <Field label={t`Elektron pochta`} value={user.email} />
          </SimpleGrid>
          <Stack mt="md" gap="md">
            <Field label={t`Doimiy ro'yxatdan o'tgan manzil`} value={address} />
            <Field label={t`Amaldagi yashash manzili`} value={user.actaddress} />
          </Stack>
        </Card>
      </SimpleGrid>
    </Page>
  );
}
