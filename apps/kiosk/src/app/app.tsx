import { Trans } from '@lingui/react/macro';
import { AppShell, Container, Group, Text, Title } from '@mantine/core';
import { AppProviders } from '@notary/ui/providers';

export function App() {
  return (
    <AppProviders>
      <AppShell header={{ height: 64 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Title order={3} data-testid="app-title">
              <Trans>E-notarius kioski</Trans>
            </Title>
            <Text fw={600}>
              <Trans>Ishonch telefoni: 1008</Trans>
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Container>
            <Title order={2}>
              <Trans>Xizmatdan foydalanish uchun shaxsingizni tasdiqlang</Trans>
            </Title>
          </Container>
        </AppShell.Main>
      </AppShell>
    </AppProviders>
  );
}
