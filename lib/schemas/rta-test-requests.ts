import * as z from 'zod';
import { normaliseDateInput, todayIn } from '@/lib/domain/dates';
import { preferredDateProblems } from '@/lib/domain/rta-requests';
import { RTA_TEST_TYPES } from '@/lib/upstream/schemas/rta-test-requests';
import { encodeMessage, msg } from './messages';

// The RTA test request forms (issue 27): the request (a test and up to three preferred days, dd/MM/yyyy
// boxes holding ISO days) and a comment in its thread. Shared by each form's resolver and its action.

export const PREFERRED_DATE_FIELDS = ['preferredDate1', 'preferredDate2', 'preferredDate3'] as const;

const day = z.preprocess((v) => (typeof v === 'string' ? normaliseDateInput(v) : (v ?? '')), z.string());

export function makeRtaRequestSchema({ now }: { now: Date }) {
  return z
    .object({
      testType: z.enum(RTA_TEST_TYPES, { error: msg.required('testType') }),
      preferredDate1: day.pipe(z.string().min(1, { error: msg.required('preferredDate1') })),
      preferredDate2: day.optional().default(''),
      preferredDate3: day.optional().default(''),
      note: z
        .string()
        .trim()
        .max(500, { error: msg.invalid('note') })
        .optional()
        .default(''),
    })
    .superRefine((v, ctx) => {
      const dates = [v.preferredDate1, v.preferredDate2, v.preferredDate3];
      preferredDateProblems({ dates, today: todayIn({ now }) }).forEach((problem, i) => {
        const field = PREFERRED_DATE_FIELDS[i]!;
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: encodeMessage(problem, { field }) });
      });
    });
}
export type RtaRequestValues = z.output<ReturnType<typeof makeRtaRequestSchema>>;

export const rtaCommentSchema = z.object({
  rtaTestRequestId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: msg.invalid('rtaTestRequestId') }),
  message: z
    .string({ error: msg.required('message') })
    .trim()
    .min(1, { error: msg.required('message') })
    .max(1000, { error: msg.invalid('message') }),
});
export type RtaCommentValues = z.output<typeof rtaCommentSchema>;
