import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { NavGroupMenu } from './menus.tsx';
import { NavGroupButton, type NavGroup } from './nav-group-button.tsx';

const group: NavGroup = { label: msg`Tekshirish va qidiruv`, items: [{ label: msg`Ishonchnomani tekshirish`, to: '/search_proxy' }] };

describe("a navigation group's button", () => {
  it('keeps its look once the menu has taken it over (Menu.Target hands it a className of its own)', async () => {
    const first = renderRoutes([{ path: '/', element: <NavGroupButton item={group} isActive={false} data-testid="alone" /> }], '/');
    const alone = (await screen.findByTestId('alone')).className;
    expect(alone).not.toBe('');
    first.unmount();
    renderRoutes([{ path: '/', element: <NavGroupMenu item={group} isActive={false} /> }], '/');
    const inMenu = (await screen.findByRole('button', { name: /Tekshirish va qidiruv/ })) as HTMLButtonElement;
    expect(inMenu.getAttribute('aria-haspopup')).toBe('menu');
    expect(inMenu.classList.contains(alone)).toBe(true);
  });

  it('adds a class it is given to its own', async () => {
    renderRoutes([{ path: '/', element: <NavGroupButton item={group} isActive data-testid="b" className="extra" /> }], '/');
    const button = await screen.findByTestId('b');
    expect(button.classList.contains('extra')).toBe(true);
    expect(button.classList.length).toBe(2);
    expect(button.getAttribute('data-active')).toBe('true');
  });
});
