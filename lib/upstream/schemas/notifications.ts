import { z } from 'zod';

// Notifications (contract "Notifications"): the header's bell, its list 5 at a time, the realtime
// channel's items. Shared by lib/upstream (server) and lib/queries (browser).
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.object({ en: z.string(), ar: z.string() }),
  timestamp: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** One page of the list. */
export const notificationPageSchema = z.object({ items: z.array(notificationSchema), total: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The bell's unread count and the newest notification's id (the realtime client's starting point). */
export const bellSchema = z.object({ count: z.number().int(), latestId: z.string().nullable() });
export type BellState = z.infer<typeof bellSchema>;
