import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// Registration payments (contract "Registration payments"): initiate and verify. The amount is the
// API's; the portal sends what the learner saw only so a stale page is caught.

const initiated = z.object({
  orderId: z.string(),
  status: z.enum(['initiated', 'due_at_centre']),
  amountFils: z.number().int(),
  paymentUrl: z.string().nullable(),
});
const verified = z.object({
  orderId: z.string(),
  kind: z.enum(['registration', 'stage']).default('registration'),
  isSuccess: z.boolean(),
  status: z.string(),
  responseText: z.string(),
});

export type Initiated = z.infer<typeof initiated>;
export type Verified = z.infer<typeof verified>;

export async function initiatePayment(input: { isOnlinePayment: boolean; retryPayment: boolean; amountFils: number }, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const json = { ...input, platform: 'web' };
  return (await upstreamJson(envelopeSchema(initiated), '/payment/v1/student/initiate', { ...context, method: 'POST', json })).data;
}

export async function verifyPayment(orderId: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(verified), '/payment/v1/student/verify', { ...context, method: 'POST', json: { orderId } })).data;
}
