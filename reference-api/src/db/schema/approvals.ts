import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { feeCodes } from './courses';
import { additionalFees } from './payments';
import { users } from './users';

// Approvals a learner gives (D§3 "Additional training approval: {isApproved}", D§4, D§7 approve-noc and
// verify-additional-training; docs/requests.md "Stages and approvals").

export const TRAINING_OFFER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TrainingOfferStatus = (typeof TRAINING_OFFER_STATUSES)[number];

/**
 * Extra training the centre offers a learner (after a failed test: N more practical classes at a price
 * fixed when offered). Decided once by the learner: approving raises an additional fee of exactly that
 * price (`fee_id`, payable through the additional-fee path); rejecting charges nothing. The state check
 * ties the fee to 'approved' only; a trigger (migration 0026) refuses any change to a decided row, and a
 * partial unique index keeps one pending offer per learner (the spec's body names no offer).
 */
export const additionalTrainingOffers = pgTable(
  'additional_training_offers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeCode: text('fee_code')
      .notNull()
      .references(() => feeCodes.code),
    quantity: integer('quantity').notNull(),
    /** price before VAT and the VAT, in fils, fixed when offered */
    priceFils: integer('price_fils').notNull(),
    taxFils: integer('tax_fils').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<TrainingOfferStatus>().notNull().default('pending'),
    feeId: text('fee_id')
      .unique()
      .references(() => additionalFees.id),
    offeredBy: text('offered_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('additional_training_offers_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('additional_training_offers_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('additional_training_offers_amount_ck', sql`${t.priceFils} > 0 and ${t.taxFils} >= 0 and ${t.quantity} between 1 and 50`),
    check(
      'additional_training_offers_state_ck',
      sql`(${t.status} = 'pending' and ${t.feeId} is null and ${t.decidedAt} is null) or (${t.status} = 'approved' and ${t.feeId} is not null and ${t.decidedAt} is not null) or (${t.status} = 'rejected' and ${t.feeId} is null and ${t.decidedAt} is not null)`,
    ),
  ],
);

/**
 * The No Objection Certificate a learner's course needs (R§ personal details `hasNOCEnabled`, female
 * learners only): the centre records that it is needed (with the sponsor who gives it); the learner
 * approves it in the portal (PUT user/v1/approve-noc). Until then practical classes cannot be booked.
 * One row per learner; approved once (approved_at set with the status, by the state check).
 */
export const nocApprovals = pgTable(
  'noc_approvals',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sponsorName: text('sponsor_name').notNull(),
    status: text('status').$type<'pending' | 'approved'>().notNull().default('pending'),
    requestedBy: text('requested_by').references(() => users.id),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'noc_approvals_state_ck',
      sql`(${t.status} = 'pending' and ${t.approvedAt} is null) or (${t.status} = 'approved' and ${t.approvedAt} is not null)`,
    ),
  ],
);
