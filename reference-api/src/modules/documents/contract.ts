import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';

// Documents (D§2 UploadDocument, D§3 Document, D§4 Documents, D§7 "Documents and student"): the learner's
// required documents with an upload per side, the document number, signed file links, and staff review.
export const DOCUMENT_ERRORS = defineErrors({
  file_required: [400, 'Choose a file to upload'],
  unsupported_file_type: [415, 'Use a JPEG, PNG or PDF file'],
  file_link_invalid: [403, 'This file link has expired, please reload the page'],
});

export const DOCUMENT_LABELS: Labels = { documentNumber: 'Document number', approved: 'Decision', reason: 'Reason' };

/** R§9: at most 5 MB a file (1 MB = 1024 × 1024 bytes, as the Emirates ID upload). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** A signed file link works this long. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;

export const sideSchema = z.enum(['front', 'back']);
export const statusSchema = z.enum(['pending', 'approved', 'rejected']);
export const formatSchema = z.enum(['jpeg', 'png', 'pdf']);

export const uploadedFile = z
  .object({
    _id: z.string(),
    name: z.string(),
    sizeBytes: z.number().int(),
    fileType: formatSchema,
    uploadedAt: z.string(),
    status: statusSchema,
    reason: z.string().nullable(),
    /** an API path with a short-lived signed token: GET it with the learner's bearer token */
    url: z.string(),
  })
  .meta({ id: 'DocumentFile' });

export const studentDocument = z
  .object({
    _id: z.string(),
    name: z.object({ en: z.string(), ar: z.string() }),
    instruction: z.object({ en: z.string(), ar: z.string() }),
    supportedFormat: z.array(formatSchema),
    requireFrontBack: z.boolean(),
    requireDocumentNumber: z.boolean(),
    documentNumber: z.string().nullable(),
    sides: z.array(z.object({ side: sideSchema, file: uploadedFile.nullable() })),
  })
  .meta({ id: 'StudentDocument' });
export type StudentDocument = z.infer<typeof studentDocument>;

export const documentsResult = z.object({ documents: z.array(studentDocument) });

export const typeParams = z.object({ typeId: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const sideParams = typeParams.extend({ side: sideSchema });
export const reviewParams = sideParams.extend({ userId: z.string().min(1).max(64) });
export const fileParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** Letters, digits, '/' and '-' (visa file numbers have slashes); a type may ask for more (Emirates ID). */
export const documentNumberSchema = z.object({
  documentNumber: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/),
});

/** Per-type number rules: 784-YYYY-NNNNNNN-C for the Emirates ID, NNN/YYYY/N… for a visa file number. */
export const NUMBER_RULES: Record<string, RegExp> = {
  'doc-emirates-id': /^784-?\d{4}-?\d{7}-?\d$/,
  'doc-visa': /^\d{3}\/\d{4}\/\d{1,10}$/,
};

export const reviewSchema = z.object({
  approved: z.boolean(),
  reason: z.string().trim().min(1).max(300).optional(),
});
