import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BellButton } from './bell-button.tsx';
import { lazyPart } from '../routing/lazy-screen.tsx';
import { useSessionStore } from '../session/index.ts';
import { notificationsQueryOptions } from './notifications-api.ts';

// The list, its links and its buttons, and the live subscription (socket.io) load after the page: the first page keeps only the button.
const NotificationPanel = lazyPart(() => import('./notification-panel.tsx').then((m) => m.NotificationPanel), {
  fallback: ({ unread, size }) => <BellButton unread={unread} size={size} />,
});
const NotificationsLive = lazyPart(() => import('./notifications-live.tsx').then((m) => m.NotificationsLive));

/**
 * The bell in the header of every app (issue 13.10), for a signed-in user:
 * the unread count, and on the first click the panel (lazily loaded) with
 * the notifications, each leading to its act. New ones arrive live over the
 * page's socket (loaded once the page is idle).
 */
export function NotificationBell({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const { i18n } = useLingui();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const query = useQuery({ ...notificationsQueryOptions(i18n.locale), enabled: isSignedIn });
  const [isWanted, setWanted] = useState(false);
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    if (!isSignedIn) return;
    // After the page's own work: the socket is not what the first paint waits for.
    const start = () => setLive(true);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1500);
    return () => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [isSignedIn]);
  if (!isSignedIn) return null;
  const unread = query.data?.unread ?? 0;
  return (
    <>
      {isWanted ? (
        <NotificationPanel unread={unread} size={size} />
      ) : (
        <BellButton unread={unread} size={size} onPointerEnter={NotificationPanel.preload} onFocus={NotificationPanel.preload} onClick={() => setWanted(true)} />
      )}
      {isLive ? <NotificationsLive /> : null}
    </>
  );
}
