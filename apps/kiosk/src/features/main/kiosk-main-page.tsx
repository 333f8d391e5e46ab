import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconLock, IconSearchOff, IconUser, IconWalk } from '@notary/ui/icons';
import { displayName, useSessionStore } from '@notary/ui/session';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './kiosk-main-page.module.css';

type Tile = { to: string; title: MessageDescriptor; text: MessageDescriptor; Icon: ComponentType<{ size?: number }>; color: string };

/** spec/shell.md 2.2: what the kiosk offers once the person is identified. */
const TILES: readonly Tile[] = [
  { to: '/my_notarial_act', title: msg`Mening notarial harakatlarim`, text: msg`Siz ishtirok etayotgan notarial harakatlar`, Icon: IconFileText, color: 'blue' },
  { to: '/equeue', title: msg`Notarius qabuliga yozilish`, text: msg`Elektron navbat orqali qulay vaqtni tanlang`, Icon: IconWalk, color: 'teal' },
  { to: '/search_proxy', title: msg`Ishonchnomani tekshirish`, text: msg`Reyestr raqami va sanasi bo'yicha`, Icon: IconSearchOff, color: 'indigo' },
  { to: '/search_inheritcase', title: msg`Meros ishlarini qidirish`, text: msg`Vafot etgan shaxs ma'lumotlari bo'yicha`, Icon: IconUser, color: 'grape' },
  { to: '/search_ban', title: msg`Taqiqlarni tekshirish`, text: msg`Ko'chmas mulk va transport vositalari bo'yicha`, Icon: IconLock, color: 'orange' },
];

export function KioskMainPage() {
  const { i18n } = useLingui();
  const user = useSessionStore((s) => s.user);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={32}>
          {user ? <Trans>Xush kelibsiz, {displayName(user)}!</Trans> : <Trans>Xush kelibsiz!</Trans>}
        </Title>
        <Text fz="lg" c="dimmed">
          <Trans>Kerakli xizmatni tanlang</Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {TILES.map(({ to, title, text, Icon, color }) => (
          <Card key={to} component={Link} to={to} padding="xl" radius="lg" withBorder shadow="sm" className={classes.tile} data-testid={`kiosk-tile-${to.slice(1)}`}>
            <Stack gap="md">
              <ThemeIcon size={64} radius="lg" color={color} variant="light">
                <Icon size={36} />
              </ThemeIcon>
              <Text fz={22} fw={700}>
                {i18n._(title)}
              </Text>
              <Text c="dimmed" fz="md">
                {i18n._(text)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
