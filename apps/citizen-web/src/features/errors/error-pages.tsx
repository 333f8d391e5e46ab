import { ErrorPage } from '@notary/ui/layout';

export function ForbiddenPage() {
  return <ErrorPage status={403} />;
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
