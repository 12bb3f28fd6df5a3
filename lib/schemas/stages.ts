import * as z from 'zod';
import { msg } from './messages';

// The stage skip form (D§4, D§7 stage/skip): shared by its resolver and its server action.
export const skipStageSchema = z.object({ stageId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: msg.invalid('stage') }) });

export type SkipStageValues = z.output<typeof skipStageSchema>;
