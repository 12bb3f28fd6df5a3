import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// The learner's notifications (contract "Notifications"): what the header's bell starts from.
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  message: z.object({ en: z.string(), ar: z.string() }),
  timestamp: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

const bellSchema = z.object({ count: z.number().int(), latestId: z.string().nullable() });
export type BellState = z.infer<typeof bellSchema>;

/** The bell's unread count and the newest notification's id. */
export async function getBellState(ctx?: CallContext & { timeoutMs?: number }): Promise<BellState> {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(bellSchema), '/notification/v1/messages/unread-count', { timeoutMs: 5000, ...context })).data;
}
