import type { AppContext } from '../../context';
import { insertNotification, toItem, type NewNotification } from './repo';

/**
 * Raises a notification for a learner and announces it on the realtime channel. Idempotent per
 * eventKey: the same event twice stores and announces once. Announcing happens after the row is
 * committed, so a client that asks at once finds it.
 */
export async function notify(ctx: Pick<AppContext, 'db' | 'realtime'>, userId: string, n: NewNotification) {
  const row = await insertNotification(ctx.db, userId, n);
  if (!row) return null;
  ctx.realtime.announce(userId);
  return toItem(row);
}
