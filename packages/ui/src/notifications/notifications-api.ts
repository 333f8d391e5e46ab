import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationsRead } from '@notary/domain/contracts';
import { api } from '../http/index.ts';

/** Every notifications query starts with this key: a live one and a mark-read refresh them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/notifications: the newest 20 and the unread count; the language is part of the key (the API remembers it for SMS). */
export const notificationsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, locale],
    // Quiet: a failed bell must not toast over every page; the bell shows it itself.
    queryFn: () => api.get('notifications', { context: { silent: true } }).json<NotificationList>(),
    staleTime: 60_000,
  });

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`notifications/${encodeURIComponent(id)}/read`).json<NotificationsRead>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('notifications/read-all').json<NotificationsRead>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
