import * as v from 'valibot';
import { dateTimeOut, optionalQueryInt } from './primitives.js';

/**
 * The moments a citizen is told of (issue 13.10): invited to an act, the act
 * returned with defects, invoices issued, the visit time set, the act
 * registered, the act annulled, its video conference missed (the act
 * inactive, issue 16.6). Each is a stored notification (the bell) and
 * an SMS, in the user's language.
 */
export const NOTIFICATION_KINDS = ['invited', 'returned_with_defects', 'invoices_issued', 'time_set', 'registered', 'annulled', 'video_missed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification's text needs besides its kind (all optional, all plain strings). */
export const NotificationParams = v.object({
  /** ISO 8601 instant of the visit (time_set, video_missed). */
  visitAt: v.optional(v.string()),
  /** The register number (registered). */
  regnum: v.optional(v.string()),
  /** The notary's defects, as written (returned_with_defects). */
  defects: v.optional(v.string()),
  /** The annulment reason (annulled). */
  reason: v.optional(v.string()),
});
export type NotificationParams = v.InferOutput<typeof NotificationParams>;

/** One notification of the signed-in user. */
export const Notification = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  actId: v.string(),
  actTypeId: v.number(),
  actName: v.string(),
  params: NotificationParams,
  createdAt: dateTimeOut,
  /** null: unread. */
  readAt: v.nullable(dateTimeOut),
});
export type Notification = v.InferOutput<typeof Notification>;

/** GET /api/notifications */
export const NotificationsQuery = v.object({ limit: optionalQueryInt(1, 100) });
export type NotificationsQuery = v.InferOutput<typeof NotificationsQuery>;

/** The newest notifications and how many of all are unread. */
export const NotificationList = v.object({ items: v.array(Notification), unread: v.number() });
export type NotificationList = v.InferOutput<typeof NotificationList>;

/** POST /api/notifications/read-all and /{id}/read: how many stay unread. */
export const NotificationsRead = v.object({ unread: v.number() });
export type NotificationsRead = v.InferOutput<typeof NotificationsRead>;
