import 'server-only';
import { z } from 'zod';
import { parseBody, upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { bellSchema, notificationPageSchema, type BellState } from './schemas/notifications';

// The learner's notifications (D§7 "GET messages (paged, perPage 5)", "GET messages/unread-count",
// "PUT messages/mark-all-read"; contract "Notifications"): what the header's bell starts from. `seen`
// and the realtime ticket are the reference API's own (spec silent) and keep its paths.
export type { BellState, Notification } from './schemas/notifications';

export const NOTIFICATION_PATHS = {
  messages: 'messages',
  unreadCount: 'messages/unread-count',
  markAllRead: 'messages/mark-all-read',
  seen: 'notification/v1/messages/seen',
  ticket: 'notification/v1/ticket',
} as const;

const pageSchema = envelopeSchema(notificationPageSchema.extend({ page: z.number().int(), perPage: z.number().int() }));

/** The BFF's answer to the bell's list: a page of the centre's messages, checked before the browser sees it. */
export const messagesForBrowser = (response: Response) => parseBody(response, pageSchema, NOTIFICATION_PATHS.messages);

/** The BFF's answer to the bell's count. */
export const unreadCountForBrowser = (response: Response) => parseBody(response, envelopeSchema(bellSchema), NOTIFICATION_PATHS.unreadCount);

/** The bell's unread count and the newest notification's id. */
export async function getBellState(ctx?: CallContext & { timeoutMs?: number }): Promise<BellState> {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(bellSchema), NOTIFICATION_PATHS.unreadCount, { timeoutMs: 5000, ...context })).data;
}
