import { useLingui } from '@lingui/react';
import type { Notification } from '@notary/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { acquireLiveSocket, releaseLiveSocket } from '../acts/live-updates.ts';
import { showToast } from '../http/index.ts';
import { NOTIFICATION_TITLES, notificationDetail } from './notification-texts.ts';
import { NOTIFICATIONS_KEY } from './notifications-api.ts';

/**
 * New notifications as they happen (issue 13.10): `notification:new` on the
 * page's socket (the API sends it to `user:<id>` after the change committed)
 * refreshes the bell and shows the notification briefly; a reconnection
 * refreshes the bell too, for what came while the connection was down.
 */
export function NotificationsLive() {
  const client = useQueryClient();
  const { i18n } = useLingui();
  useEffect(() => {
    const socket = acquireLiveSocket();
    let wasConnected = socket.connected;
    const onNew = (n: Notification) => {
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      showToast({ title: i18n._(NOTIFICATION_TITLES[n.kind]), message: notificationDetail(n) ?? n.actName, color: 'blue', autoClose: 8000 });
    };
    const onConnect = () => {
      if (wasConnected) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      wasConnected = true;
    };
    socket.on('notification:new', onNew);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification:new', onNew);
      socket.off('connect', onConnect);
      releaseLiveSocket(socket);
    };
  }, [client, i18n]);
  return null;
}
