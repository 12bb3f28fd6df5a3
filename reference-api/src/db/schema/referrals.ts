import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { referralCodes } from './courses';
import { users } from './users';

// Referral bonuses (D§3 referral report, D§7 referral-bonus): a learner who shares a code earns the
// code's amount once for each learner who registers with it. One bonus per referee, held by a unique
// index; paid out by the centre (withdrawn) once, in a conditional update.
export const referralBonuses = pgTable(
  'referral_bonuses',
  {
    id: text('id').primaryKey(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeUserId: text('referee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => referralCodes.code),
    amountFils: integer('amount_fils').notNull(),
    status: text('status').$type<'earned' | 'withdrawn'>().notNull().default('earned'),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [
    uniqueIndex('referral_bonuses_referee_uq').on(t.refereeUserId),
    index('referral_bonuses_referrer_idx').on(t.referrerUserId, t.createdAt),
    check('referral_bonuses_amount_ck', sql`${t.amountFils} >= 0`),
    check('referral_bonuses_status_ck', sql`${t.status} in ('earned', 'withdrawn')`),
  ],
);
