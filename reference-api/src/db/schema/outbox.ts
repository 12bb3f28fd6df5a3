import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The sandbox SMS/e-mail gateway: every message the API "sends" is a row (read back via /sandbox/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** the plaintext code or token: kept only when SANDBOX=1 */
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.seq)],
);
