import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { signOut } from '@notary/ui/auth';
import { displayName, hasAnyRole, useSessionStore } from '@notary/ui/session';
import { Link } from 'react-router';
import { ConsoleSignInCard } from '../components/console-sign-in-card.tsx';
import { ADMIN_NOTARIES_PATH, ADMIN_ROLES, ADMIN_USERS_PATH, EQUEUE_PATH, NOTARY_ROLES, OFFICE_ACTS_PATH, PROFILE_PATH, SMS_OUTBOX_PATH, UPDATE_DICT_PATH } from './paths.ts';

const ROLE_LABELS = { citizen: msg`Fuqaro`, notary: msg`Notarius`, admin: msg`Administrator` } as const;

/** Roles that work in the console (spec/shell.md 6; the API names them). */
export const CONSOLE_ROLES = ['notary', 'admin'] as const;

/**
 * The console's entry: a notary signs in with the same passport form and
 * face check as a citizen (spec/shell.md 4), then sees who is signed in.
 */
export function ConsoleHomePage() {
  const { i18n } = useLingui();
  const user = useSessionStore((s) => s.user);
  const isSignedIn = useSessionStore((s) => s.token !== null);

  if (!isSignedIn || !user) return <ConsoleSignInCard />;

  const canWork = hasAnyRole(user, CONSOLE_ROLES);
  const isAdmin = hasAnyRole(user, ADMIN_ROLES);
  const isNotary = hasAnyRole(user, NOTARY_ROLES);
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Title order={1} fz={26}>
        <Trans>Notarial harakatlarni ko‘rib chiqish</Trans>
      </Title>
      <Card padding="xl" radius="lg" withBorder>
        <Stack gap="sm">
          <Text fz="xl" fw={700} data-testid="console-user">
            {displayName(user)}
          </Text>
          <Group gap="xs">
            {user.roles.map((role) => (
              <Badge key={role} variant="light">
                {role in ROLE_LABELS ? i18n._(ROLE_LABELS[role as keyof typeof ROLE_LABELS]) : role}
              </Badge>
            ))}
          </Group>
          {canWork ? null : (
            <Alert color="orange" mt="sm">
              <Trans>Bu ish o'rni notariuslar va administratorlar uchun. Fuqarolar uchun xizmatlar E-notarius portalida.</Trans>
            </Alert>
          )}
          {isNotary ? (
            <Group mt="md" data-testid="console-notary-links">
              <Button component={Link} to={OFFICE_ACTS_PATH} data-testid="console-acts-link">
                <Trans>Notarial harakatlar</Trans>
              </Button>
              <Button component={Link} to={EQUEUE_PATH} variant="light" data-testid="console-equeue-link">
                <Trans>Idoraning elektron navbati</Trans>
              </Button>
              <Button component={Link} to={PROFILE_PATH} variant="light" data-testid="console-profile-link">
                <Trans>Profil va ish jadvali</Trans>
              </Button>
            </Group>
          ) : null}
          {isAdmin ? (
            <Group mt="md" data-testid="console-admin-links">
              <Button component={Link} to={ADMIN_USERS_PATH} variant="light" data-testid="console-users-link">
                <Trans>Foydalanuvchilar</Trans>
              </Button>
              <Button component={Link} to={ADMIN_NOTARIES_PATH} variant="light" data-testid="console-notaries-link">
                <Trans>Notariuslar va idoralar</Trans>
              </Button>
              <Button component={Link} to={UPDATE_DICT_PATH} variant="light" data-testid="console-dictionary-link">
                <Trans>Ma'lumotnomalarni yangilash</Trans>
              </Button>
            </Group>
          ) : null}
          <Group mt="md">
            {isAdmin ? (
              <Button component={Link} to={SMS_OUTBOX_PATH} variant="light" data-testid="console-sms-outbox-link">
                <Trans>Chiquvchi SMS xabarlar</Trans>
              </Button>
            ) : null}
            {canWork ? null : (
              <Button component="a" href="/" variant="light">
                <Trans>E-notarius portaliga o'tish</Trans>
              </Button>
            )}
            <Button variant="default" color="red" onClick={() => void signOut()}>
              <Trans>Chiqish</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
