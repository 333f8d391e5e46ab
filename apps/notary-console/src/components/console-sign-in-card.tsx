import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { PassportLoginForm } from '@notary/ui/auth';

/**
 * The console's sign-in: the same passport form and face check as a citizen
 * (spec/shell.md 4), shown in place on the page that needs it.
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
        <PassportLoginForm />
      </Stack>
    </Card>
  );
}
