import { useState, type ReactElement } from 'react';
import { useSessionStore, displayName } from '../session/index.ts';
import { lazyPart } from '../routing/lazy-screen.tsx';
import { NavGroupButton, type NavGroup } from './nav-group-button.tsx';
import { UserButton, type UserMenuItem } from './user-button.tsx';

// While the menu's code comes, its button stays as it was.
const NavGroupMenu = lazyPart(() => import('./menus.tsx').then((m) => m.NavGroupMenu), {
  fallback: ({ item, isActive }) => <NavGroupButton item={item} isActive={isActive} />,
});
const UserMenuDropdown = lazyPart(() => import('./menus.tsx').then((m) => m.UserMenuDropdown), { fallback: ({ name }) => <UserButton name={name} /> });

/**
 * A menu's button stands alone until it is first pointed at, focused or
 * clicked; then the menu's code loads and the menu takes the button over,
 * opened when it was a click. The first page carries no menu code.
 */
function useDeferredMenu(preload: () => void): { wanted: boolean; opened: boolean; triggers: Record<string, () => void> } {
  const [state, setState] = useState<{ wanted: boolean; opened: boolean }>({ wanted: false, opened: false });
  const want = (opened: boolean) => () => {
    preload();
    setState((s) => (s.wanted ? s : { wanted: true, opened }));
  };
  return { ...state, triggers: { onPointerEnter: want(false), onFocus: want(false), onClick: want(true) } };
}

function Deferred({ wanted, placeholder, menu }: { wanted: boolean; placeholder: ReactElement; menu: () => ReactElement }) {
  return wanted ? menu() : placeholder;
}

export function DeferredNavGroup({ item, isActive }: { item: NavGroup; isActive: boolean }) {
  const { wanted, opened, triggers } = useDeferredMenu(NavGroupMenu.preload);
  return <Deferred wanted={wanted} placeholder={<NavGroupButton item={item} isActive={isActive} {...triggers} />} menu={() => <NavGroupMenu item={item} isActive={isActive} defaultOpened={opened} />} />;
}

/** The signed-in user's name in the header, with their pages, the offer and sign-out. */
export function UserMenu({ items = [] }: { items?: readonly UserMenuItem[] }) {
  const user = useSessionStore((s) => s.user);
  const { wanted, opened, triggers } = useDeferredMenu(UserMenuDropdown.preload);
  if (!user) return null;
  const name = displayName(user);
  return <Deferred wanted={wanted} placeholder={<UserButton name={name} {...triggers} />} menu={() => <UserMenuDropdown user={user} name={name} items={items} defaultOpened={opened} />} />;
}
