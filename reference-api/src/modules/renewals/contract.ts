import { z } from 'zod';
import { PERMIT_TYPES, type PermitType } from '../../db/schema/index';
import { defineErrors } from '../../platform/errors';

// Renewals of the RTA traffic file and the learning permit (D§7 "POST get-renewed-date", D§8 "renewal
// prompts for an expired RTA file or learning permit"; issue 27). The spec shows no payload: the body,
// the answer and the figures below are the reference's (docs/requests.md "Renewals", row 8.40).
export const RENEWAL_ERRORS = defineErrors({
  permit_expired: [409, 'Your learning permit has expired. Please renew it at the centre before booking.'],
  rta_file_expired: [409, 'Your RTA file has expired. Please renew it at the centre before booking.'],
  renewal_not_due: [409, 'This document does not need renewing yet'],
});

/** A document is "expiring" (the dashboard prompts) from this many days before its last valid day. */
export const RENEWAL_NOTICE_DAYS = 30;

/** How long a renewal at the centre makes each valid, counted from the later of its expiry and the visit. */
export const RENEWAL_MONTHS: Record<PermitType, number> = { learningPermit: 6, rtaFile: 12 };

export const RENEWAL_LABELS = { type: 'Document', request: 'Request' } as const;

export const renewedDateBody = z.object({
  /** one document; without it, every document the centre holds for the learner */
  type: z.enum(PERMIT_TYPES).optional(),
  /** true: ask the centre to renew `type` (recorded once; staff see it in their queue) */
  request: z.boolean().optional(),
});
export type RenewedDateBody = z.infer<typeof renewedDateBody>;

export const PERMIT_STATUSES = ['valid', 'expiring', 'expired'] as const;

export const permitSchema = z.object({
  type: z.enum(PERMIT_TYPES),
  /** the last valid day, as a D§7 day string (UTC midnight naming a day in Asia/Dubai) */
  expiresOn: z.string(),
  status: z.enum(PERMIT_STATUSES),
  /** days from today (Dubai) to the last valid day; negative once expired */
  daysLeft: z.number().int(),
  /** the day the centre offers for the renewal visit (the one kept with a request, once made) */
  renewalDate: z.string(),
  /** the new last valid day after renewing on renewalDate */
  renewedUntil: z.string(),
  /** when the learner asked for the renewal; null until then */
  requestedAt: z.string().nullable(),
});
export type PermitView = z.infer<typeof permitSchema>;

export const renewedDateSchema = z.object({
  noticeDays: z.number().int(),
  documents: z.array(permitSchema),
});
export type RenewedDateView = z.infer<typeof renewedDateSchema>;

/** The centre's queue: each requested renewal with who asked. */
export const staffRenewalSchema = permitSchema.extend({
  student: z.object({ _id: z.string(), name: z.string(), phone: z.string(), studentId: z.string().nullable() }),
});
