import 'server-only';
import * as z from 'zod';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { studentSession } from '@/lib/session';
import {
  initiateAdditionalPayment,
  initiateElitePayment,
  initiatePayment,
  verifyPayment,
  type Initiated,
  type Verified,
} from '@/lib/upstream/payments';
import { attempt } from '@/lib/upstream/result';
import type { PaymentValues } from '@/lib/schemas/payment';

// Paying (R§4 "Online payment status"): the registration online or at the centre, later stages,
// additional fees and elite add-ons online; then verify the order the gateway sent the learner back
// with. The API decides amounts and stages.

const orderSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** Typed input (the payment form's values, checked by lib/schemas/payment.ts) → the order the gateway opens. */
export async function checkout(input: PaymentValues): Promise<Result<Initiated>> {
  const allowed = await studentSession();
  if (!allowed.ok) return allowed;
  const { purpose, items, method, retry, amountFils, courseType, lumpsum, ...order } = input;
  const retryPayment = retry === '1';
  if (purpose === 'course') {
    if (!courseType) return fail(appError('invalid_data'));
    return attempt(() =>
      initiatePayment({ ...order, courseType, amountFils, lumpsum: lumpsum === '1', isOnlinePayment: method === 'online', retryPayment }),
    );
  }
  // fees and add-ons are paid online only, for something chosen
  if (method !== 'online' || items.length === 0) return fail(appError('invalid_data'));
  const extra = { ids: items, retryPayment, amountFils };
  return attempt(() => (purpose === 'additional' ? initiateAdditionalPayment(extra) : initiateElitePayment(extra)));
}

export async function verifyOrder(orderId: unknown): Promise<Result<Verified>> {
  const allowed = await studentSession();
  if (!allowed.ok) return allowed;
  const parsed = orderSchema.safeParse(orderId);
  if (!parsed.success) return fail(appError('invalid_data'));
  const answer = await attempt(() => verifyPayment(parsed.data));
  return answer.ok ? ok(answer.value) : answer;
}
