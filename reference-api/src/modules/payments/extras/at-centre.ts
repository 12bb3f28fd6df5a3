import { and, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import { ApiError, notFound } from '../../../platform/errors';
import type { UserRow } from '../../session/guard';
import { notify } from '../../notifications/service';
import { ENROLMENT_ERRORS, lockUser } from '../../enrolment';
import { EFFECTS } from '../orders/effects';
import type { PaymentCtx } from '../orders/service';

// A cashier receives an at-centre order's money (issue 21): the order becomes a success in one
// conditional update, in the transaction that pays its stages, writes the ledger's payment and earns
// the referral bonus, so two clicks at the till record one payment.

/** Roles that take money at the centre's till. */
export const TILL_ROLES = ['cashier', 'admin'] as const;

export async function receivedAtCentre(ctx: PaymentCtx, staff: UserRow, orderId: string, now: number) {
  const [order] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'edsCenter')));
  if (!order) throw notFound();
  const at = new Date(now);
  const effect = EFFECTS[order.kind];
  const row = await ctx.db.transaction(async (tx) => {
    const me = await lockUser(tx, order.userId);
    const [received] = await tx
      .update(payments)
      .set({
        status: 'success',
        statusMessage: `Received at the centre by ${staff.id}`,
        settledAt: at,
        updatedAt: at,
        collectedBy: staff.id,
        branchId: staff.trainingBranchId,
      })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'due_at_centre')))
      .returning();
    if (!received) throw new ApiError(ENROLMENT_ERRORS.already_paid);
    await effect.credit(tx, received, me, at);
    return received;
  });
  await notify(ctx, row.userId, { kind: 'payment_verified', ...effect.notice(row), eventKey: `payment:${row.orderId}` });
  return { orderId: row.orderId, status: 'success' as const, amountFils: row.amountFils };
}
