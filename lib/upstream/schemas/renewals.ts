import { z } from 'zod';

// The RTA file and learning permit as the centre answers them (D§7 "POST get-renewed-date", D§8 renewal
// prompts; contract row 8.40, docs/requests.md "Renewals"). Pure zod: no server-only import.

export const PERMIT_TYPES = ['learningPermit', 'rtaFile'] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];

export const permitSchema = z.object({
  type: z.enum(PERMIT_TYPES),
  /** UTC-midnight ISO strings naming Dubai calendar days (D§7) */
  expiresOn: z.string(),
  /** the centre's rule: expired, expiring (within `noticeDays`), or valid */
  status: z.enum(['valid', 'expiring', 'expired']),
  daysLeft: z.number().int(),
  renewalDate: z.string(),
  renewedUntil: z.string(),
  requestedAt: z.string().nullable(),
});
export type Permit = z.output<typeof permitSchema>;

export const renewedDateSchema = z.object({
  noticeDays: z.number().int(),
  documents: z.array(permitSchema),
});
export type RenewedDate = z.output<typeof renewedDateSchema>;
