import { z } from 'zod';
import type { Labels } from '../../platform/fields';

// Notifications (R§4, D§2, D§7 "Notifications"): the list 5 at a time, the unread count, mark all read,
// and a short-lived ticket for the realtime connection at /notification/connect.
export const NOTIFICATION_LABELS: Labels = { page: 'Page', perPage: 'Per page' };

export const PAGE_SIZE = 5;
/** A ticket opens one realtime connection, once, within this time. */
export const TICKET_TTL_SECONDS = 60;

export const notificationItem = z
  .object({
    _id: z.string(),
    kind: z.string(),
    message: z.object({ en: z.string(), ar: z.string() }),
    timestamp: z.string(),
    isRead: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationItem>;

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
});

export const listResult = z.object({ items: z.array(notificationItem), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
/** The bell's count, and the newest notification's id (the realtime client's starting point). */
export const countResult = z.object({ count: z.number().int(), latestId: z.string().nullable() });
export const ticketResult = z.object({ ticket: z.string(), expiresIn: z.number().int() });

/** The realtime protocol: the server's ack event, the client's reply and the server's answer. */
export const ACK_EVENT = 'ack';
export const ackReply = z.object({ notificationId: z.string().max(64).nullable().optional(), userId: z.string().max(64) });
export type AckAnswer = { status: 'something_new'; notifications: NotificationItem[] } | { status: 'nothing_new' } | { status: 'refused' };
