import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { LazyPassportLoginForm } from '@notary/ui/auth';

/**
 * The console's sign-in: the same passport form and face check as a citizen
 * (spec/shell.md 4), shown in place on the page that needs it; the form's
 * code loads with it, not with the console's first page.
 */
export function ConsoleSignInCard() {
  return (
    <Card maw={560} mx="auto" padding="xl" radius="lg" withBorder shadow="sm">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            <Trans>Notarial harakatlarni ko‘rib chiqish</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Notariusning ish o'rniga kirish uchun shaxsingizni tasdiqlang.</Trans>
          </Text>
        </Stack>
        <LazyPassportLoginForm />
      </Stack>
    </Card>
  );
}
