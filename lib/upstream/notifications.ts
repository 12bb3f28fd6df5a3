import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { bellSchema, type BellState } from './schemas/notifications';

// The learner's notifications (contract "Notifications"): what the header's bell starts from.
export type { BellState, Notification } from './schemas/notifications';

/** The bell's unread count and the newest notification's id. */
export async function getBellState(ctx?: CallContext & { timeoutMs?: number }): Promise<BellState> {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(bellSchema), '/notification/v1/messages/unread-count', { timeoutMs: 5000, ...context })).data;
}
