import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentPropsWithRef } from 'react';
import classes from './main-layout.module.css';

export type NavLinkItem = { label: MessageDescriptor; to: string; testId?: string };
export type NavGroup = { label: MessageDescriptor; items: readonly NavLinkItem[] };
export type NavItem = NavLinkItem | NavGroup;

/**
 * A navigation group's button: the same before and after its menu's code has
 * come. Mantine's Menu.Target hands its child a `className` of its own (empty
 * here): it is added to the button's class, never put in its place.
 */
export function NavGroupButton({ item, isActive, className, ...props }: { item: NavGroup; isActive: boolean } & ComponentPropsWithRef<'button'>) {
  const { i18n } = useLingui();
  return (
    <button type="button" {...props} className={className ? `${classes.navLink} ${className}` : classes.navLink} data-active={isActive}>
      {i18n._(item.label)} ▾
    </button>
  );
}
