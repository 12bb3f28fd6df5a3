import { eq } from 'drizzle-orm';
import type { Reader } from '../../../db/client';
import { payments } from '../../../db/schema/index';

// The order reads every payment path starts from (a web-hook, verify, a link, the reconciliation).

export type PaymentRow = typeof payments.$inferSelect;

/** One order by its id, as it stands now (inside a transaction, pass the transaction). */
export async function orderById(db: Reader, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}
