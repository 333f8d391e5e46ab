import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { HELPLINE } from '@notary/domain/constants';
import { notifyItemPath, showsVisitTime } from '@notary/ui/dialogs';
import { useMyBookings } from '@notary/ui/equeue';
import { formatDate, formatTime } from '@notary/ui/format';
import { IconAlert, IconCheck, IconPhone, IconWebcam } from '@notary/ui/icons';
import { lazyPart } from '@notary/ui/routing';
import { useIsAuthenticated } from '@notary/ui/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUpcomingActs } from './api/get-upcoming.ts';
import { ServicesCarousel } from './components/services-carousel.tsx';

const RealtyDialog = lazyPart(() => import('./components/realty-dialog.tsx').then((m) => m.RealtyDialog));

/** The home buttons keep their whole label, wrapping on narrow columns. */
const WRAP = { h: 'auto', mih: 48, py: 8, styles: { label: { whiteSpace: 'normal' as const, lineHeight: 1.25, textAlign: 'center' as const } } };

/** acts-domain 1: what the portal lets a citizen do. */
const CAPABILITIES: MessageDescriptor[] = [
  msg`Notarial harakatlarni notarius huzurida yoki videokonferensiya orqali rasmiylashtirish`,
  msg`Notarius qabuliga elektron navbat olish`,
  msg`Joylashuvingiz bo'yicha xaritada notarius va idoralarni topish`,
  msg`Ishonchnomalarni tekshirish`,
  msg`Meros ishlari va notarial harakatlarni qidirish`,
  msg`Xizmatlar katalogi va notarial xizmatlar kalkulyatori`,
  msg`O'z mulkingizga qo'yilgan taqiqlarni tekshirish`,
  msg`O'z notarial harakatlaringiz va statistikani ko'rish`,
];

function SignedInNotices() {
  const { t } = useLinguiMacro();
  const upcoming = useUpcomingActs(true);
  const bookings = useMyBookings();
  const videos = (upcoming.data ?? []).filter(showsVisitTime);
  const next = (bookings.data ?? []).filter((b) => b.state === 'booked' && b.canChange).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  if (videos.length === 0 && !next) return null;
  return (
    <Stack gap="sm">
      {videos.map((item) => (
        <Alert key={item.uuid} color="violet" variant="light" icon={<IconWebcam />} title={t`Videokonferensiya rejalashtirilgan`} data-testid="home-video-notice">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              <Trans>
                {item.na}: tashrif sanasi {formatDate(item.visitdate)}, vaqti {formatTime(item.visittime)} (Toshkent vaqti)
              </Trans>
            </Text>
            <Anchor component={Link} to={notifyItemPath(item, 'browser')} size="sm">
              <Trans>Harakatni ochish</Trans>
            </Anchor>
          </Group>
        </Alert>
      ))}
      {next ? (
        <Alert color="blue" variant="light" icon={<IconCheck />} title={t`Notarius qabuliga navbatingiz`} data-testid="home-booking-notice">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {formatDate(next.regdate)} {next.equeuetime} · {next.office}
            </Text>
            <Anchor component={Link} to="/equeue" size="sm">
              <Trans>Navbatlarim</Trans>
            </Anchor>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** /index (acts-domain 2 "Home"): the carousel of six services, the main buttons, the capabilities and the warning. */
export function HomePage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const isAuthenticated = useIsAuthenticated();
  const [realtyOpen, setRealtyOpen] = useState(false);
  // The dialog's code (Mantine's Modal) comes on the button's first use, not with the first page.
  const [hasOpenedRealty, setHasOpenedRealty] = useState(false);
  if (realtyOpen && !hasOpenedRealty) setHasOpenedRealty(true);
  return (
    <Stack gap="xl">
      {isAuthenticated ? <SignedInNotices /> : null}
      <ServicesCarousel />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm">
        <Button component={Link} to="/enotarial_act/-1" size="md" data-testid="home-create-act" {...WRAP}>
          <Trans>Notarial harakat yaratish</Trans>
        </Button>
        <Button component={Link} to="/na_details" size="md" variant="light" data-testid="home-details" {...WRAP}>
          <Trans>Batafsil</Trans>
        </Button>
        <Button size="md" variant="light" onClick={() => setRealtyOpen(true)} data-testid="home-realty" {...WRAP}>
          <Trans>Ko'chmas mulk oldi-sotdisi, almashuvi, hadyasi bo'yicha ariza</Trans>
        </Button>
        <Button component={Link} to="/equeue" size="md" variant="light" data-testid="home-equeue" {...WRAP}>
          <Trans>Notarius qabuliga yozilish</Trans>
        </Button>
        <Button component="a" href={`tel:${HELPLINE}`} size="md" variant="outline" leftSection={<IconPhone size={18} />} data-testid="home-helpline" {...WRAP}>
          <Trans>Ishonch telefoni: {HELPLINE}</Trans>
        </Button>
      </SimpleGrid>
      <Alert color="red" variant="light" icon={<IconAlert />} title={t`Diqqat!`} data-testid="home-warning">
        <Trans>Hech qachon hech kimga login, parol va elektron raqamli imzo kalitingizni bermang. Notarius va portal xodimlari ularni hech qachon so'ramaydi.</Trans>
      </Alert>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="lg">
            <Trans>Portal imkoniyatlari</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="home-capabilities">
            {CAPABILITIES.map((c, i) => (
              <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="xl" size="md">
                  <IconCheck size={16} />
                </ThemeIcon>
                <Text size="sm">{i18n._(c)}</Text>
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
      {hasOpenedRealty ? <RealtyDialog opened={realtyOpen} onClose={() => setRealtyOpen(false)} /> : null}
    </Stack>
  );
}
