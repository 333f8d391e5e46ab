import { useLingui } from '@lingui/react';
import { Box, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher.tsx';
import type { NavItem } from './nav-group-button.tsx';

function MobileNavigation({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { i18n } = useLingui();
  return (
    <Stack gap={0}>
      {items.map((item) =>
        'items' in item ? (
          <MantineNavLink key={item.label.id} label={i18n._(item.label)} defaultOpened>
            {item.items.map((sub) => (
              <MantineNavLink key={sub.to} component={Link} to={sub.to} label={i18n._(sub.label)} onClick={onNavigate} />
            ))}
          </MantineNavLink>
        ) : (
          <MantineNavLink key={item.to} component={Link} to={item.to} label={i18n._(item.label)} onClick={onNavigate} />
        ),
      )}
    </Stack>
  );
}

/** The navigation of a narrow screen, behind the header's burger (its own chunk, loaded on the first tap). */
export function MobileDrawer({ opened, onClose, title, items }: { opened: boolean; onClose: () => void; title: ReactNode; items: readonly NavItem[] }) {
  return (
    <Drawer opened={opened} onClose={onClose} size="xs" title={title} hiddenFrom="md">
      <Box hiddenFrom="xs" mb="md">
        <LanguageSwitcher />
      </Box>
      <MobileNavigation items={items} onNavigate={onClose} />
    </Drawer>
  );
}
