import type { MessageDescriptor } from '@lingui/core';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import type { UserRole } from '../session/index.ts';
import classes from './user-button.module.css';

export type UserMenuItem = { label: MessageDescriptor; to: string; roles?: readonly UserRole[]; testId?: string };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The signed-in user's button in the header: the same before and after its menu's code has come. */
export function UserButton({ name, ...props }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton data-testid="user-menu" aria-label={name} {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar aria-hidden color="white" variant="filled" radius="xl" size={34} styles={{ placeholder: { color: 'var(--mantine-color-blue-8)' } }}>
          {/* Drawn by CSS, not a text node: the button's name is the person's name, and its visible text stays within it (WCAG 2.5.3). */}
          <span className={classes.initials} data-initials={initials(name)} />
        </Avatar>
        <Text c="white" fw={600} size="sm" maw={220} truncate visibleFrom="sm" data-testid="user-name">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
