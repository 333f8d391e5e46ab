import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { signOut } from '../auth/sign-out.ts';
import { IconFileText, IconLogout } from '../icons/index.ts';
import { displayName, hasAnyRole, useSessionStore, type UserRole } from '../session/index.ts';
import { openTerms } from '../terms/terms-store.ts';

export type UserMenuItem = { label: MessageDescriptor; to: string; roles?: readonly UserRole[]; testId?: string };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The signed-in user's name in the header, with their pages, the offer and sign-out. */
export function UserMenu({ items = [] }: { items?: readonly UserMenuItem[] }) {
  const { i18n } = useLingui();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={name}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="white" variant="filled" radius="xl" size={34} styles={{ placeholder: { color: 'var(--mantine-color-blue-8)' } }}>
              {initials(name)}
            </Avatar>
            <Text c="white" fw={600} size="sm" maw={220} truncate visibleFrom="sm" data-testid="user-name">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
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
