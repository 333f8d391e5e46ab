import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { DataRouter } from 'react-router';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRouterNavigator, setAppNavigator } from '../navigation/index.ts';
import { AppProviders } from '../providers/index.ts';

export function renderWithProviders(ui: ReactElement): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<AppProviders client={client}>{ui}</AppProviders>);
}

/**
 * Renders routes in a memory router at `path` (a document path, base
 * included), with the shell's navigator pointed at it as the app does.
 */
export function renderRoutes(routes: RouteObject[], path: string, basename = '/'): RenderResult & { router: DataRouter; documentPath: () => string } {
  const base = basename.replace(/\/$/, '');
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: base || '/' });
  setAppNavigator(createRouterNavigator(router, basename));
  const result = renderWithProviders(<RouterProvider router={router} />);
  // The router's own location keeps the base (useLocation inside the app strips it).
  const documentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, documentPath };
}
