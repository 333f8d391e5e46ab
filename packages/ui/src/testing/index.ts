export { jsonResponse, mockApi } from './fetch-mock.ts';
export { renderRoutes, renderWithProviders } from './render.tsx';
