import { Notifications } from '@mantine/notifications';

/** Mantine's toasts container, in its own chunk (providers/app-providers.tsx loads it with the first toast). */
export function ToastsContainer() {
  return <Notifications position="top-right" zIndex={1100} limit={4} />;
}
