export { jsonResponse, mockApi } from './fetch-mock.ts';
export { renderRoutes, renderWithProviders } from './render.tsx';
export { createAdminUser, createNotifyItem, createUser } from './factories.ts';
