import { z } from 'zod';
import { defineErrors } from '../../../platform/errors';
import { amountSchema } from '../../enrolment/contract';
import { eliteAddonAnswerSchema, toAmountSummary } from '../../onboarding/contract';
import { aedOf } from '../../money/format';
import { aed, localised } from '../contract';

// Additional fees and elite add-ons (R§3, R§4, R§7): the learner pays what the centre raised, or the
// add-ons chosen; the amount is the API's, a different one from the browser is refused.
export const EXTRA_ERRORS = defineErrors({
  fee_not_due: [409, 'This fee is not due any more'],
  addon_unavailable: [409, 'This add-on is not available for your course'],
  not_registered: [409, 'Please complete your registration first'],
});

/** A fee inside the API (fils); answered in AED by `toFeeAnswer`. */
export interface FeeView {
  _id: string;
  code: string;
  name: z.output<typeof localised>;
  quantity: number;
  payee: 'centre' | 'rta';
  priceFils: number;
  taxFils: number;
  status: 'due' | 'paid' | 'waived';
  createdAt: string;
  paidAt: string | null;
}

/**
 * A fee raised on the learner (row 4.13; R§3 names no fields but the code): amounts in AED under the
 * amount breakdown's names (R§3): `price` before VAT, `totalTax`, `totalAmount` what the learner pays.
 */
export const additionalFeeSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: localised,
    quantity: z.number().int(),
    payee: z.enum(['centre', 'rta']),
    price: aed,
    totalTax: aed,
    totalAmount: aed,
    status: z.enum(['due', 'paid', 'waived']),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'AdditionalFee' });

export const toFeeAnswer = ({ priceFils, taxFils, ...view }: FeeView): z.output<typeof additionalFeeSchema> => ({
  ...view,
  price: aedOf(priceFils),
  totalTax: aedOf(taxFils),
  totalAmount: aedOf(priceFils + taxFils),
});

/** Fee details (R§7): the code lower-cased, as the Friday/Saturday RTA test fee is known by (R§3); `pricePerQuantity` in AED. */
export const additionalFeeDetailsSchema = additionalFeeSchema.extend({ pricePerQuantity: aed });

/** An add-on inside the API (fils: `amount` is the enrolment's amount); answered in R§3's names by `toEliteAddonAnswer`. */
export interface EliteAddonView {
  _id: string;
  name: z.output<typeof localised>;
  description: z.output<typeof localised>;
  amount: z.output<typeof amountSchema>;
  purchased: boolean;
}

/** R§3 "Elite add-on" (`_id` plus an amount breakdown): the amount summary in AED (row 4.17). */
export const eliteAddonSchema = eliteAddonAnswerSchema;
export const toEliteAddonAnswer = (view: EliteAddonView): z.output<typeof eliteAddonAnswerSchema> => ({
  ...view,
  amount: toAmountSummary(view.amount),
});

const ids = z.array(z.string().trim().min(1).max(60)).min(1).max(20);

/**
 * The `type` of each R§3 initiation (spec silent on its values; the API names each kind by its
 * path) and the web-hook its `redirectUrl` must end in (R§7).
 */
export const EXTRA_KINDS = {
  additional: { type: 'additional-fees', returnPath: '/payment/v1/web-hook/additional-payment-handler' },
  elite: { type: 'elite-addons', returnPath: '/payment/v1/web-hook/elite-additional-payment-handler' },
} as const;

const redirectTo = (path: string) =>
  z
    .string()
    .url()
    .max(500)
    .refine((v) => new URL(v).pathname === path, "not this payment's web-hook");

/** R§3 `feeDetails` (shape spec silent): the fees or add-ons paid, by id; their amounts are the API's. */
const feeDetails = z
  .array(z.object({ _id: z.string().trim().min(1).max(60) }))
  .min(1)
  .max(20);

/**
 * R§3 "Additional fees" initiation. `amount` (AED) is what the learner saw: checked against the sum
 * the API computes from the fees it holds, never used (another figure is 409 amount_mismatch).
 */
export const additionalInitiateSchema = z.object({
  feeDetails,
  amount: aed.optional(),
  isOnlinePayment: z.literal(true).optional(),
  redirectUrl: redirectTo(EXTRA_KINDS.additional.returnPath).optional(),
  retryPayment: z.boolean().optional(),
  platform: z.literal('web').optional(),
  type: z.literal(EXTRA_KINDS.additional.type).optional(),
});

/** R§3 "Elite additional payment": the additional-fees body plus `selectedAddons`; `feeDetails` names the same add-ons. */
export const eliteInitiateSchema = z
  .object({
    selectedAddons: ids,
    feeDetails: feeDetails.optional(),
    amount: aed.optional(),
    isOnlinePayment: z.literal(true).optional(),
    redirectUrl: redirectTo(EXTRA_KINDS.elite.returnPath).optional(),
    retryPayment: z.boolean().optional(),
    platform: z.literal('web').optional(),
    type: z.literal(EXTRA_KINDS.elite.type).optional(),
    isEliteAddonPayment: z.literal(true).optional(),
  })
  .refine(
    (body) =>
      !body.feeDetails ||
      sameIds(
        body.feeDetails.map((f) => f._id),
        body.selectedAddons,
      ),
    { path: ['feeDetails'], message: 'not the selected add-ons' },
  );

function sameIds(a: string[], b: string[]) {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export const raiseFeeSchema = z.object({
  userId: z.string().trim().min(1).max(60),
  feeCode: z.string().trim().min(1).max(40),
  quantity: z.number().int().min(1).max(100).default(1),
});
