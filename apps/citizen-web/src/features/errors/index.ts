export { ForbiddenPage, NotFoundPage } from './error-pages.tsx';
