import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { env } from '@/lib/env';
import { aedAsFils, aedFromFils } from './money';
import { isCancelledResponse } from './errors';
import { envelopeSchema } from './schemas/common';
import { eliteAddonSchema, type EliteAddon } from './schemas/onboarding';

// Registration payments (contract "Registration payments"): initiate and verify. The amount is the
// API's; the portal sends what the learner saw only so a stale page is caught.

/**
 * R§3's online payment info, as the three initiations answer it: `href` (`onlinePaymentInfo.href`, the
 * payment frame; null at the centre) and `paymentReference`, the reference R§7's verify takes back.
 * `status` and `amount` (AED) are the reference API's (spec silent). Read into the portal's names, in fils.
 */
const initiated = z
  .object({
    paymentReference: z.string().min(1),
    href: z.string().nullable(),
    status: z.enum(['initiated', 'due_at_centre']),
    amount: aedAsFils,
  })
  .transform(({ paymentReference, href, status, amount }) => ({ orderId: paymentReference, status, amountFils: amount, paymentUrl: href }));
const verified = z
  .object({
    orderId: z.string(),
    kind: z.enum(['registration', 'stage', 'additional', 'elite', 'link']).default('registration'),
    isSuccess: z.boolean(),
    status: z.string(),
    responseText: z.string(),
  })
  // read once here, at the boundary, so no page or message module matches the centre's English
  .transform((order) => ({ ...order, cancelled: order.status === 'aborted' || isCancelledResponse(order.responseText) }));

export type Initiated = z.infer<typeof initiated>;
export type Verified = z.infer<typeof verified>;

/** R§7: the registration's web-hook path; the gateway returns the frame there first. */
const REGISTRATION_RETURN_PATH = '/payment/v1/web-hook/payment-handler';

/**
 * The course as the learner saw it when paying, as R§3's initiation names it (courseType, milestones,
 * amount, promotionId, referral, lumpsum). Money in integer fils; turned into AED only here.
 */
export interface CourseOrder {
  courseType: string;
  milestones: string[];
  /** R§9: the amount sent for payment (total after VAT and discount, minus the referral) */
  amountFils: number;
  promotionId: string | null;
  referralCode: string | null;
  referralAmountFils: number;
  /** a lump-sum course is paid in one go: the amount is its lump sum */
  lumpsum: boolean;
}

export type RegistrationOrder = CourseOrder & { isOnlinePayment: boolean; retryPayment: boolean };

/** R§3 "Registration payment initiation", as the centre's API takes it. */
export function registrationPayload(order: RegistrationOrder) {
  const referral = order.referralCode && order.referralAmountFils > 0;
  return {
    courseType: order.courseType,
    milestones: order.milestones,
    amount: aedFromFils(order.amountFils),
    promotionId: order.promotionId,
    isOnlinePayment: order.isOnlinePayment,
    redirectUrl: `${env.PAYMENT_RETURN_ORIGIN}${REGISTRATION_RETURN_PATH}`,
    retryPayment: order.retryPayment,
    platform: 'web' as const,
    lumpsumAmount: order.lumpsum ? aedFromFils(order.amountFils) : 0,
    referralAmount: aedFromFils(referral ? order.referralAmountFils : 0),
    referralList: referral ? [{ referralCode: order.referralCode, refereeAmount: aedFromFils(order.referralAmountFils) }] : [],
    referralCode: referral ? order.referralCode : null,
  };
}

export async function initiatePayment(order: RegistrationOrder, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const json = registrationPayload(order);
  return (await upstreamJson(envelopeSchema(initiated), '/payment/v1/student/initiate', { ...context, method: 'POST', json })).data;
}

/**
 * R§7 verify: the order id travels as `paymentReference`. The portal asks about an order it holds no
 * payment state for (the return page knows only the id), so it sends no retry and no referral; the
 * API answers from the order it holds either way.
 */
export async function verifyPayment(orderId: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const json = { paymentReference: orderId, retryPayment: false, referralAmount: 0 };
  return (await upstreamJson(envelopeSchema(verified), '/payment/v1/student/verify', { ...context, method: 'POST', json })).data;
}

// Additional fees and elite add-ons (contract "Additional fees and elite add-ons"): the learner's own;
// paid through the same frame, each kind returning through its own web-hook, verified like every order.

const localised = z.object({ en: z.string(), ar: z.string() });
/**
 * A fee raised on the learner (row 4.13): R§3 names only its code; the amounts travel in AED under
 * the amount breakdown's names (`price` before VAT, `totalTax`, `totalAmount`), read into fils here.
 */
const additionalFee = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: localised,
    quantity: z.number().int(),
    payee: z.enum(['centre', 'rta']),
    price: aedAsFils,
    totalTax: aedAsFils,
    totalAmount: aedAsFils,
    status: z.enum(['due', 'paid', 'waived']),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .transform(({ price, totalTax, totalAmount, ...fee }) => ({ ...fee, priceFils: price, taxFils: totalTax, totalFils: totalAmount }));

export type AdditionalFee = z.output<typeof additionalFee>;
export type { EliteAddon };

export async function listAdditionalFees(ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(z.array(additionalFee)), '/payment/v1/student/additional-fees', context)).data;
}

export async function listEliteAddons(ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(z.array(eliteAddonSchema)), '/payment/v1/student/elite-addons', context)).data;
}

/**
 * R§3's additional and elite initiations: `type` and the `feeDetails` shape are the reference API's
 * decisions (spec silent; docs/api-contract.md rows 4.15, 4.18), each kind returns through its own
 * R§7 web-hook, and the amount the learner saw goes out in AED for the API to check against its own.
 */
const EXTRA_KINDS = {
  additional: { type: 'additional-fees', returnPath: '/payment/v1/web-hook/additional-payment-handler' },
  elite: { type: 'elite-addons', returnPath: '/payment/v1/web-hook/elite-additional-payment-handler' },
} as const;

export interface ExtraOrder {
  ids: string[];
  retryPayment: boolean;
  /** what the learner saw, in fils: the API refuses an order whose own sum differs */
  amountFils: number;
}

function extraPayload(kind: keyof typeof EXTRA_KINDS, order: ExtraOrder) {
  return {
    feeDetails: order.ids.map((_id) => ({ _id })),
    amount: aedFromFils(order.amountFils),
    isOnlinePayment: true,
    redirectUrl: `${env.PAYMENT_RETURN_ORIGIN}${EXTRA_KINDS[kind].returnPath}`,
    retryPayment: order.retryPayment,
    platform: 'web' as const,
    type: EXTRA_KINDS[kind].type,
  };
}

export async function initiateAdditionalPayment(order: ExtraOrder, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const json = extraPayload('additional', order);
  return (await upstreamJson(envelopeSchema(initiated), '/payment/v1/student/additional-fees/initiate', { ...context, method: 'POST', json })).data;
}

export async function initiateElitePayment(order: ExtraOrder, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const json = { ...extraPayload('elite', order), selectedAddons: order.ids, isEliteAddonPayment: true };
  return (await upstreamJson(envelopeSchema(initiated), '/payment/v1/student/elite-addons/initiate', { ...context, method: 'POST', json })).data;
}
