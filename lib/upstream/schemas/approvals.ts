import { z } from 'zod';
import { localisedNameSchema } from './common';

// Approvals (D§3 "Additional training approval: {isApproved}", D§7 approve-noc, verify-additional-training,
// additional-addon/{id}; docs/api-contract.md rows 8.16–8.18). Amounts are AED as answered, with the
// training's figures also in fils (the balance's unit), so a page never converts.

export const additionalTrainingSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  quantity: z.number().int(),
  reason: z.string(),
  totalAmount: z.number(),
  totalFils: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  feeId: z.string().nullable(),
  feeStatus: z.enum(['due', 'paid', 'waived']).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdditionalTraining = z.output<typeof additionalTrainingSchema>;

export const nocSchema = z.object({
  status: z.enum(['pending', 'approved']),
  sponsorName: z.string(),
  requestedAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type Noc = z.output<typeof nocSchema>;

export const approvalsSchema = z.object({ noc: nocSchema.nullable(), additionalTraining: z.array(additionalTrainingSchema) });
export type Approvals = z.output<typeof approvalsSchema>;

export const addonDetailsSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  description: localisedNameSchema,
  orderId: z.string(),
  purchasedAt: z.string(),
  lines: z.array(
    z.object({
      name: localisedNameSchema,
      quantity: z.number().int(),
      price: z.number(),
      discount: z.number(),
      totalTax: z.number(),
      totalAmount: z.number(),
    }),
  ),
  totalAmount: z.number(),
  totalFils: z.number().int(),
});
export type AddonDetails = z.output<typeof addonDetailsSchema>;
