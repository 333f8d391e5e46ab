import { describe, expect, it, vi } from 'vitest';
import { createRouterNavigator, type AppNavigator } from './navigation.ts';

function spies() {
  return { router: { navigate: vi.fn<(to: string, options?: { replace?: boolean }) => void>() }, assign: vi.fn<AppNavigator>() };
}

describe('createRouterNavigator', () => {
  it("routes the citizen portal's own paths and loads the kiosk and the console", () => {
    const { router, assign } = spies();
    const navigate = createRouterNavigator(router, '/', { leave: assign });
    navigate('/403');
    expect(router.navigate).toHaveBeenCalledWith('/403', { replace: undefined });
    navigate('/kiosk/auth');
    navigate('/console/');
    expect(assign.mock.calls.map(([p]) => p)).toEqual(['/kiosk/auth', '/console/']);
  });

  it('sends paths of another app from the console to that app', () => {
    const { router, assign } = spies();
    createRouterNavigator(router, '/console', { leave: assign })('/403');
    expect(router.navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/403', undefined);
  });

  it("keeps an app's own shell paths inside it: the console's 403 and 404", () => {
    const { router, assign } = spies();
    const navigate = createRouterNavigator(router, '/console', { ownPaths: ['/403', '/404'], leave: assign });
    navigate('/403');
    navigate('/404', { replace: true });
    expect(router.navigate.mock.calls).toEqual([
      ['/403', { replace: undefined }],
      ['/404', { replace: true }],
    ]);
    // Other portal paths still leave the console.
    navigate('/my_notarial_act');
    expect(assign).toHaveBeenCalledWith('/my_notarial_act', undefined);
  });
});
