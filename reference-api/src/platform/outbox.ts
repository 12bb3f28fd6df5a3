import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { outbox } from '../db/schema/index';

// The fake SMS/e-mail gateway: every message the API sends is a row here (read back via /sandbox/outbox).
// The plaintext code stays in the row only in the sandbox; otherwise the row shows it masked, as a real
// deployment would hand the text to a provider and keep nothing it could leak.
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  /** the one-time code in the body, if any (masked outside the sandbox); a link e-mail has none */
  code?: string;
}

export const MASK = '••••••';

export function createOutbox(opts: { keepCodes: boolean }) {
  return {
    async send(db: Db | Tx, msg: OutgoingMessage): Promise<void> {
      const { code, body, ...rest } = msg;
      await db.insert(outbox).values({
        id: `msg-${randomUUID()}`,
        subject: null,
        ...rest,
        body: opts.keepCodes || !code ? body : body.replaceAll(code, MASK),
        code: opts.keepCodes && code ? code : null,
      });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

export async function listOutbox(db: Db, opts: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(outbox)
    .where(opts.to ? eq(outbox.to, opts.to) : undefined)
    .orderBy(desc(outbox.seq))
    .limit(opts.limit);
  return rows.map((r) => ({
    _id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    code: r.code,
    createdAt: r.createdAt.toISOString(),
  }));
}
