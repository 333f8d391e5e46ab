import { Trans } from '@lingui/react/macro';
import { Card, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PassportLoginForm } from '@notary/ui/auth';
import { IconCamera, IconFileText, IconUser } from '@notary/ui/icons';
import { useSessionStore } from '@notary/ui/session';
import { Navigate } from 'react-router';

/** The kiosk's sign-in page (spec/shell.md 2.2 'kiosk.auth', 2.4): the passport login form, large. */
export function KioskAuthPage() {
  const isSignedIn = useSessionStore((s) => s.token !== null);
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <Grid gap="xl" align="stretch">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card padding="xl" radius="lg" withBorder shadow="sm" h="100%">
          <Stack gap="lg">
            <Title order={1} fz={30}>
              <Trans>Xizmatdan foydalanish uchun shaxsingizni tasdiqlang</Trans>
            </Title>
            <PassportLoginForm size="xl" />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card padding="xl" radius="lg" withBorder bg="blue.0" h="100%">
          <Title order={2} fz={22} mb="md">
            <Trans>Qanday kiriladi</Trans>
          </Title>
          <List spacing="lg" size="lg" center>
            <List.Item icon={<ThemeIcon size={40} radius="xl"><IconUser size={22} /></ThemeIcon>}>
              <Text fz="lg">
                <Trans>JShShIR, pasport seriyasi va raqamini ekrandagi klaviatura orqali kiriting</Trans>
              </Text>
            </List.Item>
            <List.Item icon={<ThemeIcon size={40} radius="xl"><IconCamera size={22} /></ThemeIcon>}>
              <Text fz="lg">
                <Trans>Kameraga qarang va ekrandagi ko'rsatmalarni bajaring</Trans>
              </Text>
            </List.Item>
            <List.Item icon={<ThemeIcon size={40} radius="xl"><IconFileText size={22} /></ThemeIcon>}>
              <Text fz="lg">
                <Trans>Foydalanish shartlari bilan tanishing va xizmatni tanlang</Trans>
              </Text>
            </List.Item>
          </List>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
