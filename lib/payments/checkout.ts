import 'server-only';
import * as z from 'zod';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { getSession, isLoggedIn } from '@/lib/session';
import {
  initiateAdditionalPayment,
  initiateElitePayment,
  initiatePayment,
  verifyPayment,
  type Initiated,
  type Verified,
} from '@/lib/upstream/payments';
import { attempt } from '@/lib/upstream/result';
import { isStudent } from '@/lib/upstream/user';

// Paying (R§4 "Online payment status"): the registration online or at the centre, later stages,
// additional fees and elite add-ons online; then verify the order the gateway sent the learner back
// with. The API decides amounts and stages.

const itemIds = z
  .string()
  .max(1000)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,60}$/)).max(20));

const id = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/);
const optionalId = z.union([z.literal('').transform(() => null), id]).default('');
const fils = z.coerce.number().int().nonnegative();

const checkoutSchema = z.object({
  /** what is paid for: the course (registration or later stages), additional fees, or elite add-ons */
  purpose: z.enum(['course', 'additional', 'elite']).default('course'),
  /** the fees or add-ons chosen, comma-separated */
  items: itemIds.default([]),
  method: z.enum(['online', 'edsCenter']),
  retry: z.enum(['0', '1']).default('0'),
  /** the course: R§9's amount sent for payment; fees and add-ons: their total */
  amountFils: fils,
});

/** The course as the learner saw it (lib/onboarding/course-order.ts): checked by the API, never believed. */
const courseOrderSchema = z.object({
  courseType: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  milestones: itemIds,
  promotionId: optionalId,
  referralCode: z.union([z.literal('').transform(() => null), z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)]).default(''),
  referralAmountFils: fils.default(0),
  lumpsum: z.enum(['0', '1']).default('0'),
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
  const { purpose, items, method, retry, amountFils } = parsed.data;
  const retryPayment = retry === '1';
  if (purpose === 'course') {
    const seen = courseOrderSchema.safeParse(input);
    if (!seen.success) return fail(appError('invalid_data'));
    const order = { ...seen.data, lumpsum: seen.data.lumpsum === '1', amountFils };
    return attempt(() => initiatePayment({ ...order, isOnlinePayment: method === 'online', retryPayment }));
  }
  // fees and add-ons are paid online only, for something chosen
  if (method !== 'online' || items.length === 0) return fail(appError('invalid_data'));
  if (purpose === 'additional') return attempt(() => initiateAdditionalPayment({ feeIds: items, retryPayment, amountFils }));
  return attempt(() => initiateElitePayment({ selectedAddons: items, retryPayment, amountFils }));
}

export async function verifyOrder(orderId: unknown): Promise<Result<Verified>> {
  if (!(await student())) return fail(appError('unauthorized'));
  const parsed = orderSchema.safeParse(orderId);
  if (!parsed.success) return fail(appError('invalid_data'));
  const answer = await attempt(() => verifyPayment(parsed.data));
  return answer.ok ? ok(answer.value) : answer;
}
