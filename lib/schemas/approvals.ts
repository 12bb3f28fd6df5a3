import * as z from 'zod';
import { msg } from './messages';

// The approval forms on the dashboard (D§3 "Additional training approval: {isApproved}", D§7
// verify-additional-training, approve-noc): shared by their resolvers and their server actions.
// Approve and Reject are two small forms, each carrying its decision, so a plain post (before the
// page's script runs) sends the same values the hydrated form does.
export const verifyTrainingSchema = z.object({
  additionalTrainingId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: msg.invalid('additionalTraining') }),
  isApproved: z.enum(['true', 'false'], { error: msg.invalid('decision') }),
});
export type VerifyTrainingValues = z.output<typeof verifyTrainingSchema>;

export const approveNocSchema = z.object({ confirm: z.literal('yes', { error: msg.required('noc') }) });
export type ApproveNocValues = z.output<typeof approveNocSchema>;
