import { z } from 'zod';
import { TRAINING_OFFER_STATUSES } from '../../db/schema/index';
import { defineErrors } from '../../platform/errors';
import { aedOf } from '../money/format';
import { localised } from '../payments/contract';

// Approvals (D§3 "Additional training approval: {isApproved}", D§4 "An additional training request can be
// approved or rejected", D§7 PUT user/v1/approve-noc, POST user/v1/verify-additional-training, GET
// student/additional-addon/{id}). The spec shows only `isApproved`; the rest is the reference's
// (docs/requests.md "Stages and approvals", docs/api-contract.md rows 8.16–8.18).
export const APPROVAL_ERRORS = defineErrors({
  training_decided: [409, 'This additional training has already been answered'],
  noc_approved: [409, 'The NOC is already approved'],
  noc_not_required: [409, 'No NOC is needed for this learner'],
  noc_pending: [409, 'Your NOC must be approved before booking practical classes'],
});

export const APPROVAL_LABELS = { isApproved: 'Decision', additionalTrainingId: 'Additional training' } as const;

/** D§3: `{isApproved}`; the offer is the learner's pending one unless named. */
export const verifyTrainingBody = z.object({
  isApproved: z.boolean(),
  additionalTrainingId: z.string().trim().min(1).max(100).optional(),
});
export type VerifyTrainingBody = z.infer<typeof verifyTrainingBody>;

/** The centre offers extra training: N of a fee code (practical class hours), priced from the code today. */
export const offerTrainingBody = z.object({
  userId: z.string().trim().min(1).max(100),
  feeCode: z.string().trim().min(1).max(40),
  quantity: z.number().int().min(1).max(50),
  reason: z.string().trim().min(1).max(500),
});
export type OfferTrainingBody = z.infer<typeof offerTrainingBody>;

export const requireNocBody = z.object({ userId: z.string().trim().min(1).max(100), sponsorName: z.string().trim().min(1).max(120) });

/** An offer inside the API (fils); answered in AED by `toTrainingAnswer`. */
export interface TrainingView {
  _id: string;
  name: z.output<typeof localised>;
  quantity: number;
  reason: string;
  priceFils: number;
  taxFils: number;
  status: (typeof TRAINING_OFFER_STATUSES)[number];
  /** the additional fee raised when approved: paid through the additional-fee payment */
  feeId: string | null;
  feeStatus: 'due' | 'paid' | 'waived' | null;
  createdAt: string;
  decidedAt: string | null;
}

export const additionalTrainingSchema = z
  .object({
    _id: z.string(),
    name: localised,
    quantity: z.number().int(),
    reason: z.string(),
    price: z.number(),
    totalTax: z.number(),
    totalAmount: z.number(),
    priceFils: z.number().int(),
    taxFils: z.number().int(),
    totalFils: z.number().int(),
    status: z.enum(TRAINING_OFFER_STATUSES),
    feeId: z.string().nullable(),
    feeStatus: z.enum(['due', 'paid', 'waived']).nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'AdditionalTraining' });

export const toTrainingAnswer = (v: TrainingView): z.output<typeof additionalTrainingSchema> => ({
  ...v,
  price: aedOf(v.priceFils),
  totalTax: aedOf(v.taxFils),
  totalAmount: aedOf(v.priceFils + v.taxFils),
  totalFils: v.priceFils + v.taxFils,
});

export const nocSchema = z
  .object({ status: z.enum(['pending', 'approved']), sponsorName: z.string(), requestedAt: z.string(), approvedAt: z.string().nullable() })
  .meta({ id: 'Noc' });

/** What the dashboard card reads: the NOC (null when none is needed) and the offers, newest first. */
export const approvalsSchema = z.object({ noc: nocSchema.nullable(), additionalTraining: z.array(additionalTrainingSchema) });

/** D§7 additional-addon/{id}: an add-on the learner bought, its lines as charged (the invoice's). */
export const addonLineSchema = z.object({
  name: localised,
  quantity: z.number().int(),
  price: z.number(),
  discount: z.number(),
  totalTax: z.number(),
  totalAmount: z.number(),
});
export const addonDetailsSchema = z
  .object({
    _id: z.string(),
    name: localised,
    description: localised,
    orderId: z.string(),
    purchasedAt: z.string(),
    lines: z.array(addonLineSchema),
    price: z.number(),
    discount: z.number(),
    totalTax: z.number(),
    totalAmount: z.number(),
    totalFils: z.number().int(),
  })
  .meta({ id: 'AdditionalAddon' });
