import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { payments } from './payments';
import { users } from './users';

// The money ledger (docs/money.md): every change to what a learner owes or paid is an entry written
// in the transaction that makes the change, and never updated or deleted (a trigger refuses both).
// Signed fils: what the learner owes goes up (+) with a charge or a refund owed back, down (−) with a
// discount, the referral, the wallet drawn or a payment. A settled order's entries sum to zero.

export type LedgerKind = 'charge' | 'discount' | 'referral' | 'wallet' | 'payment' | 'refund' | 'adjustment';

/** An invoice line as charged (unit, discount, net, VAT), kept on the order's charge entry. */
export interface LedgerLine {
  name: { en: string; ar: string };
  payee: 'centre' | 'rta';
  quantity: number;
  unitFils: number;
  grossFils: number;
  discountFils: number;
  netFils: number;
  vatFils: number;
  totalFils: number;
  /** the milestone (course orders) the line belongs to */
  milestoneId?: string;
}

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => payments.orderId, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** charge entries only: the lines the amount is made of */
    lines: jsonb('lines').$type<LedgerLine[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.createdAt),
    // an order is charged once, paid once, refunded once: a replayed write fails instead of doubling
    uniqueIndex('ledger_entries_order_kind_uq').on(t.orderId, t.kind),
    check('ledger_entries_kind_ck', sql`${t.kind} in ('charge', 'discount', 'referral', 'wallet', 'payment', 'refund', 'adjustment')`),
    check(
      'ledger_entries_sign_ck',
      sql`(${t.kind} in ('charge', 'refund') and ${t.amountFils} >= 0) or (${t.kind} in ('discount', 'referral', 'wallet', 'payment') and ${t.amountFils} <= 0) or ${t.kind} = 'adjustment'`,
    ),
  ],
);
