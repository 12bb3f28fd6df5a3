import 'server-only';
import * as z from 'zod';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { getSession, isLoggedIn } from '@/lib/session';
import { initiatePayment, verifyPayment, type Initiated, type Verified } from '@/lib/upstream/payments';
import { attempt } from '@/lib/upstream/result';
import { isStudent } from '@/lib/upstream/user';

// Paying for the registration (R§4 "Online payment status"): initiate online or at the centre, then
// verify the order the gateway sent the learner back with. The API decides amounts and stages.

const checkoutSchema = z.object({
  method: z.enum(['online', 'edsCenter']),
  retry: z.enum(['0', '1']).default('0'),
  amountFils: z.coerce.number().int().nonnegative(),
});
const orderSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

async function student(): Promise<boolean> {
  const session = await getSession();
  return isLoggedIn(session) && isStudent(session.user);
}

export async function checkout(input: unknown): Promise<Result<Initiated>> {
  if (!(await student())) return fail(appError('unauthorized'));
  const parsed = checkoutSchema.safeParse(input);
  if (!parsed.success) return fail(appError('invalid_data'));
  const { method, retry, amountFils } = parsed.data;
  return attempt(() => initiatePayment({ isOnlinePayment: method === 'online', retryPayment: retry === '1', amountFils }));
}

export async function verifyOrder(orderId: unknown): Promise<Result<Verified>> {
  if (!(await student())) return fail(appError('unauthorized'));
  const parsed = orderSchema.safeParse(orderId);
  if (!parsed.success) return fail(appError('invalid_data'));
  const answer = await attempt(() => verifyPayment(parsed.data));
  return answer.ok ? ok(answer.value) : answer;
}
