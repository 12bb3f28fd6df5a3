import * as z from 'zod';

// 'Proceed to pay' (R§3, R§4): what the payment panel sends and the checkout use case reads. Every
// value is a string on the way (a form's values); the API decides amounts and stages.

const itemIds = z
  .string()
  .max(1000)
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,60}$/)).max(20));

const id = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/);
const optionalId = z.union([z.literal('').transform(() => null), id]).default('');
const fils = z.coerce.number().int().nonnegative();
const code = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const paymentSchema = z.object({
  /** what is paid for: the course (registration or later stages), additional fees, or elite add-ons */
  purpose: z.enum(['course', 'additional', 'elite']).default('course'),
  /** the fees or add-ons chosen, comma-separated */
  items: itemIds.default([]),
  method: z.enum(['online', 'edsCenter']),
  retry: z.enum(['0', '1']).default('0'),
  /** the course: R§9's amount sent for payment; fees and add-ons: their total */
  amountFils: fils,
  // The course as the learner saw it (lib/onboarding/course-order.ts): checked by the API, never believed.
  courseType: z.union([z.literal('').transform(() => null), code]).default(''),
  milestones: itemIds.default([]),
  promotionId: optionalId,
  referralCode: z.union([z.literal('').transform(() => null), code]).default(''),
  referralAmountFils: fils.default(0),
  lumpsum: z.enum(['0', '1']).default('0'),
});

export type PaymentValues = z.output<typeof paymentSchema>;

/** The card frame's report (the portal's own callback page names the order it returned from): verify it (R§4). */
export const verifyPaymentSchema = z.object({ orderId: id });
