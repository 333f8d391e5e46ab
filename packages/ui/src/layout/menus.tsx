import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { signOut } from '../auth/sign-out.ts';
import { IconFileText, IconLogout } from '../icons/index.ts';
import { hasAnyRole, type User } from '../session/index.ts';
import { openTerms } from '../terms/terms-store.ts';
import { NavGroupButton, type NavGroup } from './nav-group-button.tsx';
import { UserButton, type UserMenuItem } from './user-button.tsx';

/**
 * The header's drop-down menus (Mantine's Menu with its Popover and
 * floating-ui): their own chunk, loaded when a menu's button is first
 * pointed at, focused or clicked (layout/deferred-menu.tsx), which then opens.
 */
export function NavGroupMenu({ item, isActive, defaultOpened }: { item: NavGroup; isActive: boolean; defaultOpened?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <NavGroupButton item={item} isActive={isActive} />
      </Menu.Target>
      <Menu.Dropdown>
        {item.items.map((sub) => (
          <Menu.Item key={sub.to} component={Link} to={sub.to} data-testid={sub.testId}>
            {i18n._(sub.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserMenuDropdown({ user, name, items, defaultOpened }: { user: User; name: string; items: readonly UserMenuItem[]; defaultOpened?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {items
          .filter((item) => !item.roles || hasAnyRole(user, item.roles))
          .map((item) => (
            <Menu.Item key={item.to} component={Link} to={item.to} data-testid={item.testId}>
              {i18n._(item.label)}
            </Menu.Item>
          ))}
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => openTerms()}>
          <Trans>Foydalanish shartlari</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()} data-testid="sign-out">
          <Trans>Chiqish</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
