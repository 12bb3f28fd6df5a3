import { z } from 'zod';

// RTA test requests as the centre answers them (docs/api-contract.md "RTA test requests", rows 7.20–7.23;
// D§3: the test, up to 3 preferred dates, comments). Pure zod: no server-only import.

export const RTA_TEST_TYPES = ['theory', 'parking', 'assessment', 'road'] as const;
export type RtaTestType = (typeof RTA_TEST_TYPES)[number];
export const RTA_REQUEST_STATUSES = ['pending', 'scheduled', 'declined'] as const;
export type RtaRequestStatus = (typeof RTA_REQUEST_STATUSES)[number];

export const rtaCommentSchema = z.object({
  _id: z.string(),
  rtaTestRequestId: z.string(),
  message: z.string(),
  author: z.enum(['student', 'centre']),
  createdAt: z.string(),
});
export type RtaComment = z.infer<typeof rtaCommentSchema>;

export const rtaRequestSchema = z.object({
  _id: z.string(),
  testType: z.enum(RTA_TEST_TYPES),
  status: z.enum(RTA_REQUEST_STATUSES),
  /** UTC-midnight ISO strings naming Dubai calendar days (D§7), in the learner's order */
  preferredDates: z.array(z.string()).max(3),
  note: z.string().nullable(),
  createdAt: z.string(),
  answer: z.object({ chosenDate: z.string().nullable(), reason: z.string().nullable(), answeredAt: z.string() }).nullable(),
  commentCount: z.number().int(),
});
export type RtaRequest = z.infer<typeof rtaRequestSchema>;

export const rtaRequestDetailSchema = rtaRequestSchema.extend({ comments: z.array(rtaCommentSchema) });
export type RtaRequestDetail = z.infer<typeof rtaRequestDetailSchema>;
