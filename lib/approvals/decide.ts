import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { ApproveNocValues, VerifyTrainingValues } from '@/lib/schemas/approvals';
import { putApproveNoc, postVerifyAdditionalTraining } from '@/lib/upstream/approvals';
import type { AdditionalTraining, Noc } from '@/lib/upstream/schemas/approvals';
import { attempt } from '@/lib/upstream/result';

/** The learner's one decision on extra training (D§4): approving adds its price to the course balance; a second is the API's 409. */
export async function verifyAdditionalTraining(values: VerifyTrainingValues): Promise<Result<AdditionalTraining>> {
  return attempt(() => postVerifyAdditionalTraining({ isApproved: values.isApproved === 'true', additionalTrainingId: values.additionalTrainingId }));
}

/** The learner approves the NOC the centre recorded (D§7 approve-noc): practical classes may be booked then. */
export async function approveNoc(_values: ApproveNocValues): Promise<Result<Noc>> {
  return attempt(() => putApproveNoc());
}
