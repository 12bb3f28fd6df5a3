import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// Stage skip (D§4 'A course stage can be skipped', D§7 POST student/course/stage/skip/ with stageId,
// D§8 'Unable to skip this stage'). docs/requests.md "Stages and approvals".
export const STAGE_ERRORS = defineErrors({
  stage_skip_refused: [409, 'Unable to skip this stage'],
});

export const skipStageBody = z.object({ stageId: z.string().trim().min(1).max(100) });

export const skippedStageSchema = z.object({
  stageId: z.string(),
  /** the 'skipped' order in payment history whose ledger entries take the stage's price off */
  orderId: z.string(),
  /** the stage's price that left the balance, integer fils */
  amountFils: z.number().int(),
  skippedAt: z.string(),
});
