import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { PaymentMethod } from './courses';
import { users } from './users';

// Registration payments (R§3 "Registration payment initiation", R§4 "Online payment status"). One row
// per order; the gateway's transaction (tracking id) credits one order at most, and a learner has at
// most one order waiting on the gateway: both held by unique indexes, never by a check first.
export type PaymentStatus = 'initiated' | 'superseded' | 'success' | 'failure' | 'aborted' | 'invalid' | 'due_at_centre' | 'refund_due';

export const payments = pgTable(
  'payments',
  {
    orderId: text('order_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** registration: the first payment (moves the stage); stage: later stages of a registered learner */
    kind: text('kind').$type<'registration' | 'stage'>().notNull().default('registration'),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** what the card is charged (or what is due at the centre), in fils */
    amountFils: integer('amount_fils').notNull(),
    /** wallet drawn when the payment succeeds */
    walletFils: integer('wallet_fils').notNull().default(0),
    referralFils: integer('referral_fils').notNull().default(0),
    currency: text('currency').notNull().default('AED'),
    milestoneIds: jsonb('milestone_ids').$type<string[]>().notNull(),
    stageIds: jsonb('stage_ids').$type<string[]>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    trackingId: text('tracking_id'),
    bankRefNo: text('bank_ref_no'),
    statusMessage: text('status_message'),
    retryPayment: boolean('retry_payment').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_tracking_id_uq').on(t.trackingId),
    uniqueIndex('payments_one_open_order_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'initiated'`),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    check('payments_amount_ck', sql`${t.amountFils} >= 0 and ${t.walletFils} >= 0 and ${t.referralFils} >= 0`),
    check(
      'payments_status_ck',
      sql`${t.status} in ('initiated', 'superseded', 'success', 'failure', 'aborted', 'invalid', 'due_at_centre', 'refund_due')`,
    ),
  ],
);
