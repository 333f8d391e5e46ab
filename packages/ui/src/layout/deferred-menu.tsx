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
 * A menu's button stands alone until it is first used; then the menu's code
 * loads and the menu takes the button over, open. Pointing at or focusing
 * the button starts the load early; `opensOnHover` (the navigation's
 * click-hover menus) also opens it on hover. A click on the waiting button
 * must open the menu itself: the loaded menu does not see that click.
 */
function useDeferredMenu(preload: () => void, opensOnHover: boolean): { wanted: boolean; triggers: Record<string, () => void> } {
  const [wanted, setWanted] = useState(false);
  const want = () => {
    preload();
    setWanted(true);
  };
  return { wanted, triggers: { onPointerEnter: opensOnHover ? want : preload, onFocus: preload, onClick: want } };
}

function Deferred({ wanted, placeholder, menu }: { wanted: boolean; placeholder: ReactElement; menu: () => ReactElement }) {
  return wanted ? menu() : placeholder;
}

export function DeferredNavGroup({ item, isActive }: { item: NavGroup; isActive: boolean }) {
  const { wanted, triggers } = useDeferredMenu(NavGroupMenu.preload, true);
  return <Deferred wanted={wanted} placeholder={<NavGroupButton item={item} isActive={isActive} {...triggers} />} menu={() => <NavGroupMenu item={item} isActive={isActive} defaultOpened />} />;
}

/** The signed-in user's name in the header, with their pages, the offer and sign-out. */
export function UserMenu({ items = [] }: { items?: readonly UserMenuItem[] }) {
  const user = useSessionStore((s) => s.user);
  const { wanted, triggers } = useDeferredMenu(UserMenuDropdown.preload, false);
  if (!user) return null;
  const name = displayName(user);
  return <Deferred wanted={wanted} placeholder={<UserButton name={name} {...triggers} />} menu={() => <UserMenuDropdown user={user} name={name} items={items} defaultOpened />} />;
}
