import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

// The fake SMS/e-mail gateway: every message the API sends is a row here (read back via /sandbox/outbox).
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  code?: string;
}

export async function send(db: Db, msg: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values({ id: `msg-${randomUUID()}`, subject: null, code: null, ...msg });
}

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
