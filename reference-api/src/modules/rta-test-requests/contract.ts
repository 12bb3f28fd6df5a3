import { z } from 'zod';
import { RTA_REQUEST_STATUSES, RTA_TEST_TYPES } from '../../db/schema/index';
import { defineErrors } from '../../platform/errors';

// RTA test requests (D§3 "RTA test request" and "Comment", D§7, D§9; issue 27). The spec names the calls
// (create, view-all, view/{id}, comments), the comment's fields (rtaTestRequestId, message) and the limit of
// three preferred dates; the rest of the payloads is the reference's (docs/requests.md).
export const RTA_REQUEST_ERRORS = defineErrors({
  rta_request_open: [409, 'You already have an open request for this test'],
  rta_request_answered: [409, 'The centre has already answered this request'],
  rta_date_not_offered: [409, 'Choose one of the preferred dates of the request'],
  rta_date_passed: [409, 'This date has passed'],
});

export const MAX_PREFERRED_DATES = 3;

export const RTA_REQUEST_LABELS = {
  testType: 'Test',
  preferredDates: 'Preferred dates',
  note: 'Note',
  rtaTestRequestId: 'Request',
  message: 'Message',
  decision: 'Decision',
  date: 'Date',
  reason: 'Reason',
} as const;

const day = z.string().trim().min(1).max(40);

export const createBody = z.object({
  testType: z.enum(RTA_TEST_TYPES),
  // D§9: up to 3; each a D§7 day string (UTC-midnight ISO or YYYY-MM-DD), a day in Asia/Dubai
  preferredDates: z.array(day).min(1).max(MAX_PREFERRED_DATES),
  note: z.string().trim().max(500).optional(),
});
export type CreateBody = z.infer<typeof createBody>;

export const commentBody = z.object({
  rtaTestRequestId: z.string().trim().min(1).max(100),
  message: z.string().trim().min(1).max(1000),
});

export const answerBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('scheduled'), date: day }),
  z.object({ decision: z.literal('declined'), reason: z.string().trim().min(1).max(500) }),
]);
export type AnswerBody = z.infer<typeof answerBody>;

export const commentSchema = z.object({
  _id: z.string(),
  rtaTestRequestId: z.string(),
  message: z.string(),
  /** 'student' (the learner) or 'centre' (any member of staff: the learner sees the centre, not a name) */
  author: z.enum(['student', 'centre']),
  createdAt: z.string(),
});

export const requestSchema = z.object({
  _id: z.string(),
  testType: z.enum(RTA_TEST_TYPES),
  status: z.enum(RTA_REQUEST_STATUSES),
  /** the learner's days in order of preference, as UTC-midnight ISO strings (D§7) */
  preferredDates: z.array(z.string()),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** the centre's answer: the chosen day (scheduled) or the reason (declined); null while pending */
  answer: z
    .object({
      chosenDate: z.string().nullable(),
      reason: z.string().nullable(),
      answeredAt: z.string(),
    })
    .nullable(),
  commentCount: z.number().int(),
});
export type RtaRequestView = z.infer<typeof requestSchema>;

export const requestDetailSchema = requestSchema.extend({ comments: z.array(commentSchema) });
export type RtaRequestDetail = z.infer<typeof requestDetailSchema>;

/** What the centre's staff see in their queue: the request plus who asked (name, phone, licence). */
export const staffRequestSchema = requestSchema.extend({
  student: z.object({ _id: z.string(), name: z.string(), phone: z.string(), studentId: z.string().nullable() }),
});
