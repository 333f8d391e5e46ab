export { jsonResponse, mockApi } from './fetch-mock.ts';
export { renderRoutes, renderWithProviders } from './render.tsx';
export { createAdminUser, createNotifyItem, createUser } from './factories.ts';
export { ACT_ID as FIXTURE_ACT_ID, generalAt, listItem, snapshotAt } from '../acts/test-fixtures.ts';
