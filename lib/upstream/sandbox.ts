import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';

// The reference API's sandbox outbox: what it would have sent by SMS or e-mail. Only with SANDBOX=1.
const outboxMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable().optional(),
  body: z.string(),
  code: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export async function listOutbox({ limit = 50 }: { limit?: number } = {}): Promise<OutboxMessage[]> {
  return upstreamJson(z.array(outboxMessageSchema), '/sandbox/outbox', { searchParams: { limit: String(limit) } });
}
