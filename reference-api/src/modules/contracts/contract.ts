import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import { issuedDocument } from '../issued-documents/contract';

// Contracts signed by OTP (issue 27; D§3 "Contract: id and otp", D§7 Contracts; docs/contracts.md). The
// `id` of every call is the link's token (a signed, expiring JWT the centre sent), never a guessable
// number: whoever holds the link may read and sign, as D§6 asks for no login here.
export const CONTRACT_ERRORS = defineErrors({
  contract_link_invalid: [404, 'This contract link is not valid'],
  contract_link_expired: [410, 'This contract link has expired. Please ask the centre for a new one.'],
  contract_signed: [409, 'This contract has already been signed'],
  contract_not_signed: [409, 'This contract has not been signed yet'],
  contract_pdf_pending: [404, 'The signed contract is being prepared'],
  contract_file_invalid: [400, 'The signed contract must be a PDF of at most 2 MB'],
});

/** Seven days, as the collection reports' links. */
export const CONTRACT_LINK_TTL_SECONDS = 7 * 86_400;
export const MAX_SIGNED_PDF_BYTES = 2 * 1024 * 1024;

const linkToken = z.string().trim().min(1).max(2048);
export const linkBody = z.object({ id: linkToken });
export const verifyBody = z.object({
  id: linkToken,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'otp should have exact 6 letters.'),
});
/** The signed PDF the portal rendered, base64 (JSON like every other call; the route's own body limit). */
export const fileBody = z.object({
  id: linkToken,
  file: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_SIGNED_PDF_BYTES * 4) / 3) + 4),
});
export const pdfParams = z.object({ id: linkToken });

export const signatureView = z.object({
  signerName: z.string(),
  /** the phone the code went to, masked but for its last 3 digits */
  signerPhone: z.string(),
  signedAt: z.string(),
  /** the OTP conversation that signed (D§3 "Contract: id and otp") */
  otpId: z.string(),
});

/** verify-status: what the contract page shows. */
export const contractStatus = z.object({
  status: z.enum(['unsigned', 'signed']),
  documentId: z.string(),
  expiresAt: z.string(),
  /** where the code goes, masked */
  phone: z.string(),
  contract: issuedDocument,
  signature: signatureView.nullable(),
  signedFile: z.boolean(),
});

export const sendLinkBody = z.union([
  z.object({ documentId: z.string().trim().min(1).max(40) }),
  /** a new contract for the learner's registration course, priced by the money module */
  z.object({ userId: z.string().trim().min(1).max(64) }),
]);
export const sentLink = z.object({ documentId: z.string(), url: z.string(), expiresAt: z.string() });
