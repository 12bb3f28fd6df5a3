import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameColumn, sortOrder, type LocalisedName } from './columns';
import { feeCodes, type PaymentMethod } from './courses';
import { trainingBranches } from './lookups';
import { users } from './users';

// Registration payments (R§3 "Registration payment initiation", R§4 "Online payment status"). One row
// per order; the gateway's transaction (tracking id) credits one order at most, and a learner has at
// most one order waiting on the gateway: both held by unique indexes, never by a check first.
/**
 * What an order pays for: the registration (moves the stage), later stages of the course, additional
 * fees raised by the centre, elite add-ons, or a payment link (R§3, R§4, D§7).
 */
export type PaymentKind = 'registration' | 'stage' | 'additional' | 'elite' | 'link';
export type PaymentStatus =
  | 'initiated'
  | 'superseded'
  | 'success'
  | 'failure'
  | 'aborted'
  | 'invalid'
  | 'due_at_centre'
  | 'refund_due'
  /** the gateway never saw it, or never finished it, in the time reconcile.ts documents */
  | 'expired'
  /** a course stage the learner skipped (modules/stages): no money moves; its ledger entries sum to zero */
  | 'skipped';

/** How collected money was tendered (staff collection reports, D§6/D§7). */
export type Tender = 'online' | 'card' | 'cash' | 'bank_transfer';
export const TENDERS = ['online', 'card', 'cash', 'bank_transfer'] as const satisfies readonly Tender[];

export const payments = pgTable(
  'payments',
  {
    orderId: text('order_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull().default('registration'),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** what the card is charged (or what is due at the centre), in fils */
    amountFils: integer('amount_fils').notNull(),
    /** wallet drawn when the payment succeeds */
    walletFils: integer('wallet_fils').notNull().default(0),
    referralFils: integer('referral_fils').notNull().default(0),
    currency: text('currency').notNull().default('AED'),
    milestoneIds: jsonb('milestone_ids').$type<string[]>().notNull(),
    stageIds: jsonb('stage_ids').$type<string[]>().notNull(),
    /** additional fee ids, elite add-on ids or the payment link's id, by kind */
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<PaymentStatus>().notNull(),
    trackingId: text('tracking_id'),
    bankRefNo: text('bank_ref_no'),
    statusMessage: text('status_message'),
    retryPayment: boolean('retry_payment').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** the reconciliation's bookkeeping (reconcile.ts): status calls made, the last, and when the next is due */
    checkAttempts: integer('check_attempts').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** where the money was taken (the learner's branch for online payments): the collection reports' branch */
    branchId: text('branch_id').references(() => trainingBranches.id),
    /** the staff member credited with the collection (a cashier at the till, the salesman who sold it) */
    collectedBy: text('collected_by').references(() => users.id),
    /** how the money came: the collection reports' method (online orders: 'online') */
    tender: text('tender').$type<Tender>(),
  },
  (t) => [
    uniqueIndex('payments_tracking_id_uq').on(t.trackingId),
    index('payments_waiting_idx')
      .on(t.nextCheckAt, t.createdAt)
      .where(sql`${t.status} in ('initiated', 'superseded')`),
    uniqueIndex('payments_one_open_order_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'initiated'`),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_collection_idx').on(t.settledAt, t.branchId),
    index('payments_collector_idx').on(t.collectedBy, t.settledAt),
    check('payments_tender_ck', sql`${t.tender} is null or ${t.tender} in ('online', 'card', 'cash', 'bank_transfer')`),
    check('payments_amount_ck', sql`${t.amountFils} >= 0 and ${t.walletFils} >= 0 and ${t.referralFils} >= 0`),
    check('payments_kind_ck', sql`${t.kind} in ('registration', 'stage', 'additional', 'elite', 'link')`),
    check(
      'payments_status_ck',
      sql`${t.status} in ('initiated', 'superseded', 'success', 'failure', 'aborted', 'invalid', 'due_at_centre', 'refund_due', 'expired', 'skipped')`,
    ),
  ],
);

/**
 * Fees the centre raises on a registered learner after registration (R§3 "Additional fees"): a
 * Friday/Saturday RTA test, an extra parking practice … Priced when raised (the fee code's unit price
 * then, VAT on the centre's part); paid once: the order that pays it is written in one conditional
 * update, and a second order for a paid fee is kept for a refund.
 */
export const additionalFees = pgTable(
  'additional_fees',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeCode: text('fee_code')
      .notNull()
      .references(() => feeCodes.code),
    quantity: integer('quantity').notNull().default(1),
    /** price before VAT and the VAT, in fils, fixed when the fee was raised */
    priceFils: integer('price_fils').notNull(),
    taxFils: integer('tax_fils').notNull(),
    status: text('status').$type<'due' | 'paid' | 'waived'>().notNull().default('due'),
    paidOrderId: text('paid_order_id'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('additional_fees_user_idx').on(t.userId, t.createdAt),
    check('additional_fees_amount_ck', sql`${t.priceFils} >= 0 and ${t.taxFils} >= 0 and ${t.quantity} between 1 and 100`),
    check('additional_fees_status_ck', sql`${t.status} in ('due', 'paid', 'waived')`),
  ],
);

/** Elite add-ons (R§4): optional extras a registered learner may buy, priced from fee codes. */
export const eliteAddons = pgTable('elite_addons', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  description: jsonb('description').$type<LocalisedName>().notNull(),
  feeCodes: jsonb('fee_codes').$type<{ code: string; quantity: number }[]>().notNull(),
  /** course codes it is offered with; empty means every course */
  courseCodes: jsonb('course_codes').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: sortOrder(),
});

/** An add-on a learner bought: once each, held by the primary key. */
export const studentAddons = pgTable(
  'student_addons',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addonId: text('addon_id')
      .notNull()
      .references(() => eliteAddons.id),
    orderId: text('order_id')
      .notNull()
      .references(() => payments.orderId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addonId] })],
);

/**
 * Payment links (R§4, D§7): the centre asks a learner for an amount by a link that works without
 * logging in (/payment-request/{id}); the id is long and random, so it cannot be guessed. Paid once:
 * the paying order is written in one conditional update.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFils: integer('amount_fils').notNull(),
    description: jsonb('description').$type<LocalisedName>().notNull(),
    status: text('status').$type<'open' | 'paid' | 'cancelled'>().notNull().default('open'),
    paidOrderId: text('paid_order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_links_user_idx').on(t.userId),
    check('payment_links_amount_ck', sql`${t.amountFils} > 0`),
    check('payment_links_status_ck', sql`${t.status} in ('open', 'paid', 'cancelled')`),
  ],
);
