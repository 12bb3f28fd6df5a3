import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { payments } from './payments';
import { users } from './users';

// Stages a learner skipped (D§4, D§7 stage/skip; docs/requests.md "Stages and approvals"). One row per
// learner and stage, held by the primary key: a second skip of the same stage (a double tap, two tabs)
// fails on the constraint instead of taking the stage's price off twice. The order is the skip's
// 'skipped' payments row, whose ledger entries (a charge of the stage's lines and an adjustment of
// minus the same) take the stage's price out of the balance.
export const stageSkips = pgTable(
  'stage_skips',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => payments.orderId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stageId] })],
);
