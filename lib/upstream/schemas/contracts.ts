import { z } from 'zod';
import { issuedDocumentSchema } from './issued-documents';

// The answers of D§7's contract calls (docs/api-contract.md "Contracts signed by OTP"). D§3 shows only
// the request ("id and otp"); the answers are the reference's, read strictly here.

export const contractSignatureSchema = z.object({
  signerName: z.string(),
  signerPhone: z.string(),
  signedAt: z.iso.datetime({ offset: true }),
  otpId: z.string(),
});

export const contractStatusSchema = z.object({
  status: z.enum(['unsigned', 'signed']),
  documentId: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  phone: z.string(),
  contract: issuedDocumentSchema,
  signature: contractSignatureSchema.nullable(),
  signedFile: z.boolean(),
});

export type ContractSignature = z.output<typeof contractSignatureSchema>;
export type ContractStatus = z.output<typeof contractStatusSchema>;
