export { Breadcrumbs, useBreadcrumbs, type BreadcrumbItem } from './breadcrumbs.tsx';
export { documentPathOf, LegacyActRedirect, RequireAuth, RequireRole, ShellRoot } from './guards.tsx';
export { crumbHandle, type Crumb, type RouteHandle } from './route-handle.ts';
export { ChunkLoadError, isChunkLoadError, lazyPart, lazyScreen, loadWithTimeout, type LazyPart } from './lazy-screen.tsx';
