import * as z from 'zod';
import { PERMIT_TYPES } from '@/lib/upstream/schemas/renewals';
import { msg } from './messages';

// The renewal request form (D§8 renewal prompts): shared by its resolver and its server action.
export const renewalRequestSchema = z.object({ type: z.enum(PERMIT_TYPES, { error: msg.invalid('document') }) });

export type RenewalRequestValues = z.output<typeof renewalRequestSchema>;
