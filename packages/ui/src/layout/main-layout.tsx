import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Box, Burger, Button, Container, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { HELPLINE } from '@notary/domain/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { prefillFromQuery } from '../auth/prefill.ts';
import { openSignInDialog } from '../auth/sign-in-store.ts';
import { signOut } from '../auth/sign-out.ts';
import { IconEmblem, IconLogin, IconLogout, IconPhone, IconShield } from '../icons/index.ts';
import { Breadcrumbs } from '../routing/breadcrumbs.tsx';
import { useSessionStore } from '../session/index.ts';
import { openTerms } from '../terms/terms-store.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import classes from './main-layout.module.css';
import { LazyAuthDialogs, LazyMobileDrawer as MobileDrawer, ShellDialogs } from './shell-dialogs.tsx';
import { DeferredNavGroup, UserMenu } from './deferred-menu.tsx';
import type { NavItem } from './nav-group-button.tsx';
import type { UserMenuItem } from './user-button.tsx';

/** Read once: the footer's year does not need to tick over while a page is open. */
const THIS_YEAR = new Date().getFullYear();

export type { NavItem };

export type MainLayoutProps = {
  /** The app's name in the header ('E-notarius portali', 'E-notarius kioski', …). */
  title: ReactNode;
  nav?: readonly NavItem[];
  userMenu?: readonly UserMenuItem[];
  /** Where the header's sign-in button leads; the browser opens the 'Portalga kirish' dialog. */
  onSignIn?: () => void;
  /** A page that is the sign-in form itself (kiosk auth): the header's button would lead back to it. */
  signInPath?: string;
  /** The kiosk: larger controls, no navigation bar, room for the on-screen keyboard. */
  variant?: 'browser' | 'kiosk';
  /** Rendered once beside the dialogs (the kiosk's keyboard). */
  extras?: ReactNode;
};

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' || pathname === '/index' : pathname === to || pathname.startsWith(`${to}/`);
}

function Navigation({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const { i18n } = useLingui();
  return (
    <Group gap={0} wrap="nowrap" component="nav" aria-label={i18n._(msg`Asosiy navigatsiya`)}>
      {items.map((item) =>
        'items' in item ? (
          <DeferredNavGroup key={item.label.id} item={item} isActive={item.items.some((i) => isActive(pathname, i.to))} />
        ) : (
          <NavLink key={item.to} to={item.to} className={classes.navLink} data-active={isActive(pathname, item.to)} data-testid={item.testId}>
            {i18n._(item.label)}
          </NavLink>
        ),
      )}
    </Group>
  );
}

/** spec/acts-domain.md 1: the helpline 1008 and the warning never to share login, password or signature key. */
function Footer({ variant }: { variant: 'browser' | 'kiosk' }) {
  return (
    <Box component="footer" className={classes.footer} py="xl" data-testid="footer">
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={52} radius="xl" color="teal" variant="filled">
              <IconPhone size={28} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text size="sm" c="gray.4">
                <Trans>Ishonch telefoni</Trans>
              </Text>
              <span className={classes.helpline} data-testid="helpline">
                {HELPLINE}
              </span>
            </Stack>
          </Group>
          <Group gap="md" wrap="nowrap" align="flex-start" maw={620}>
            <ThemeIcon size={40} radius="xl" color="orange" variant="light">
              <IconShield size={22} />
            </ThemeIcon>
            <Text size="sm" c="gray.2" data-testid="security-warning">
              <Trans>
                Diqqat! Hech qachon va hech kimga, jumladan o'zini davlat xodimi deb tanishtirgan shaxslarga ham, login, parol va elektron raqamli imzo kalitingizni bermang.
              </Trans>
            </Text>
          </Group>
        </Group>
        <Group justify="space-between" mt="lg" gap="sm">
          <Text size="xs" c="gray.5">
            <Trans>© {THIS_YEAR} O'zbekiston Respublikasi Adliya vazirligi. Notarial xizmatlar portali.</Trans>
          </Text>
          {variant === 'browser' ? (
            <button type="button" className={classes.footerLink} onClick={() => openTerms()}>
              <Text size="xs" span>
                <Trans>Foydalanish shartlari (ommaviy oferta)</Trans>
              </Text>
            </button>
          ) : null}
        </Group>
      </Container>
    </Box>
  );
}

/**
 * The shell of every screen: the header (name, language, sign-in or the
 * signed-in user), the navigation, the breadcrumbs, the page, the footer,
 * and the dialogs of sign-in, the offer and upcoming acts.
 */
export function MainLayout({ title, nav = [], userMenu = [], onSignIn = () => openSignInDialog(), signInPath, variant = 'browser', extras }: MainLayoutProps) {
  const { i18n } = useLingui();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const { pathname, search } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The narrow screen's drawer (Mantine's Drawer, its focus trap and scroll lock) loads on the burger's first tap.
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  if (drawerOpened && !hasOpenedDrawer) setHasOpenedDrawer(true);
  const isKiosk = variant === 'kiosk';
  const controlSize = isKiosk ? 'lg' : 'sm';

  // spec/shell.md 2.4, 4: an invitation link carries pin, passserial and passnum; a visitor who
  // follows it finds the sign-in dialog open and filled in (success then leads to /enotarial_act/-1).
  useEffect(() => {
    if (isKiosk || isSignedIn) return;
    const prefill = prefillFromQuery(search);
    if (prefill.passserial && prefill.passnum) openSignInDialog(prefill);
  }, [isKiosk, isSignedIn, search]);

  return (
    <>
      <Box component="header" className={classes.header} pos="sticky" top={0} style={{ zIndex: 150 }}>
        <Container size="xl" h={isKiosk ? 80 : 64}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              {nav.length > 0 ? <Burger opened={drawerOpened} onClick={drawer.toggle} color="white" size="sm" hiddenFrom="md" aria-label={i18n._(msg`Menyu`)} /> : null}
              <Link to="/" className={classes.brand}>
                <ThemeIcon size={isKiosk ? 52 : 42} radius="xl" color="white" variant="white">
                  <IconEmblem size={isKiosk ? 30 : 24} color="var(--mantine-color-blue-8)" />
                </ThemeIcon>
                <Box style={{ minWidth: 0 }}>
                  <div className={classes.brandTitle} data-testid="app-title" style={isKiosk ? { fontSize: 26 } : undefined}>
                    {title}
                  </div>
                  <Box className={classes.brandSubtitle} visibleFrom="sm">
                    <Trans>O'zbekiston Respublikasi Adliya vazirligi</Trans>
                  </Box>
                </Box>
              </Link>
            </Group>
            <Group gap="md" wrap="nowrap">
              <Box visibleFrom={isKiosk ? undefined : 'xs'}>
                <LanguageSwitcher size={controlSize} />
              </Box>
              {isSignedIn ? (
                <>
                  <NotificationBell size={isKiosk ? 'lg' : 'sm'} />
                  <UserMenu items={userMenu} />
                  {isKiosk ? (
                    // A public terminal: leaving must be one large, obvious tap for the next person's sake.
                    <Button variant="white" color="red.8" size="lg" radius="xl" leftSection={<IconLogout size={20} />} onClick={() => void signOut()} data-testid="kiosk-sign-out">
                      <Trans>Chiqish</Trans>
                    </Button>
                  ) : null}
                </>
              ) : pathname === signInPath ? null : (
                <Button variant="white" color="blue.8" size={isKiosk ? 'lg' : 'sm'} radius="xl" leftSection={<IconLogin size={18} />} onClick={onSignIn} onPointerEnter={LazyAuthDialogs.preload} onFocus={LazyAuthDialogs.preload} data-testid="sign-in-button">
                  <Trans>Kirish</Trans>
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      {nav.length > 0 ? (
        <Box className={classes.nav} visibleFrom="md">
          <Container size="xl">
            <Navigation items={nav} pathname={pathname} />
          </Container>
        </Box>
      ) : null}
      {hasOpenedDrawer ? <MobileDrawer opened={drawerOpened} onClose={drawer.close} title={title} items={nav} /> : null}
      <Box component="main" className={classes.main}>
        <Container size="xl" className={classes.content} pt="md" pb="xl">
          <Box mb="md">
            <Breadcrumbs />
          </Box>
          <Outlet />
        </Container>
        <Footer variant={variant} />
      </Box>
      <ShellDialogs />
      {extras}
    </>
  );
}
