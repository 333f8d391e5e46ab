import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconLock, IconSearchOff } from '../icons/index.ts';

/** The 403 and 404 pages of spec/shell.md 2.1 and 2.2. */
export function ErrorPage({ status, homePath = '/' }: { status: 403 | 404; homePath?: string }) {
  const Icon = status === 403 ? IconLock : IconSearchOff;
  return (
    <Stack align="center" ta="center" py={48} gap="md" data-testid={`error-page-${status}`}>
      <ThemeIcon size={88} radius={44} variant="light" color={status === 403 ? 'orange' : 'blue'}>
        <Icon size={48} />
      </ThemeIcon>
      <Text fz={64} fw={800} c="dimmed" lh={1}>
        {status}
      </Text>
      <Title order={1} fz={28}>
        {status === 403 ? <Trans>Kirish taqiqlangan</Trans> : <Trans>Sahifa topilmadi</Trans>}
      </Title>
      <Text c="dimmed" maw={520}>
        {status === 403 ? (
          <Trans>Ushbu sahifani ko'rish uchun huquqingiz yetarli emas. Kerakli huquqlarga ega hisob bilan kiring.</Trans>
        ) : (
          <Trans>Siz so'ragan sahifa mavjud emas yoki ko'chirilgan. Manzilni tekshiring yoki bosh sahifaga qayting.</Trans>
        )}
      </Text>
      <Button component={Link} to={homePath} size="md" mt="sm">
        <Trans>Bosh sahifaga qaytish</Trans>
      </Button>
    </Stack>
  );
}
