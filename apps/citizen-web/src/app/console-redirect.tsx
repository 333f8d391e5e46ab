import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { navigateTo } from '@notary/ui/navigation';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the citizen web's administration paths live now: the notary console, one implementation (issue 14). */
export const CONSOLE_ADMIN_BASE = '/console';

/**
 * spec/shell.md 2.1 admin/users, admin/users/{id} and update_dict: the
 * screens are the console's; the portal's paths lead there (same path and
 * query under /console), so old links and bookmarks keep working. The console
 * asks a visitor to sign in and refuses a user without the role itself.
 */
export function ConsoleRedirect() {
  const { pathname, search } = useLocation();
  const target = `${CONSOLE_ADMIN_BASE}${pathname}${search}`;
  useEffect(() => {
    navigateTo(target, { replace: true });
  }, [target]);
  return (
    <Group gap="sm" py="xl" justify="center" data-testid="console-redirect">
      <Loader size="sm" />
      <Text>
        <Trans>Boshqaruv ish o'rniga o'tilmoqda…</Trans>{' '}
        <Anchor href={target}>
          <Trans>Ochish</Trans>
        </Anchor>
      </Text>
    </Group>
  );
}
