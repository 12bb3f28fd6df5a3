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

export const DOCUMENT_LABELS: Labels = {
  _id: 'Document',
  documentNumber: 'Document number',
  approved: 'Decision',
  reason: 'Reason',
  uri: 'File',
  fileType: 'File type',
  size: 'File size',
  front: 'Side',
  // no `name`: the labels are one map for the whole API (app.ts), where `name` is the learner's 'Full name'
  filepath: 'File',
};

/** R§9: at most 5 MB a file (1 MB = 1024 × 1024 bytes, as the Emirates ID upload). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** A signed file URL (get-signed-url) works this long. */
export const FILE_LINK_TTL_SECONDS = 5 * 60;
/** An upload not attached to a document within this long is removed (the `uploads.expire` job). */
export const UPLOAD_TTL_MS = 60 * 60_000;

export const sideSchema = z.enum(['front', 'back']);
export const statusSchema = z.enum(['pending', 'approved', 'rejected']);
export const formatSchema = z.enum(['jpeg', 'png', 'pdf']);

/**
 * D§3 Document, flat: one set of fields per side (`front…`, `back…`; null while nothing is uploaded).
 * The spec names only `is…Approved` for a side's review; `frontStatus`/`backStatus` (pending, approved,
 * rejected) and `frontReason`/`backReason` are the reference API's, so a refusal can say why. D§3's
 * `width`, `height`, `pixels` are null: no type here asks for image dimensions (spec silent).
 * `…Url` is the file's `filepath` (its upload's `uri`): GET upload/v1/get-signed-url?filepath=… reads it.
 */
export const studentDocument = z
  .object({
    _id: z.string(),
    name: z.object({ en: z.string(), ar: z.string() }),
    instruction: z.object({ en: z.string(), ar: z.string() }),
    documentNumber: z.string().nullable(),
    requireDocumentNumber: z.boolean(),
    requireFrontBack: z.boolean(),
    supportedFormat: z.array(formatSchema),
    frontUrl: z.string().nullable(),
    backUrl: z.string().nullable(),
    frontType: formatSchema.nullable(),
    backType: formatSchema.nullable(),
    frontName: z.string().nullable(),
    backName: z.string().nullable(),
    frontSize: z.number().int().nullable(),
    backSize: z.number().int().nullable(),
    isApproved: z.boolean(),
    isFrontApproved: z.boolean(),
    isBackApproved: z.boolean(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    pixels: z.number().nullable(),
    frontStatus: statusSchema.nullable(),
    backStatus: statusSchema.nullable(),
    frontReason: z.string().nullable(),
    backReason: z.string().nullable(),
  })
  .meta({ id: 'StudentDocument' });
export type StudentDocument = z.infer<typeof studentDocument>;

export const documentsResult = z.object({ documents: z.array(studentDocument) });

export const typeParams = z.object({ typeId: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const sideParams = typeParams.extend({ side: sideSchema });
export const reviewParams = sideParams.extend({ userId: z.string().min(1).max(64) });

/** An upload's `uri`: 32 hex (upload/v1/upload answers it; get-signed-url takes it as `filepath`). */
export const uriSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** D§7 `POST student/documents`: attach an upload (`uri`) to a document type's side (`front`: true/false). */
export const attachSchema = z.object({
  _id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  fileType: formatSchema,
  uri: uriSchema,
  front: z.boolean(),
  name: z.string().trim().min(1).max(200),
  size: z.number().int().positive(),
});
export type AttachBody = z.infer<typeof attachSchema>;

/** D§7 upload/v1/upload's answer: `fileType`, `uri`, `name`, `size`. */
export const uploadResult = z
  .object({ fileType: formatSchema, uri: uriSchema, name: z.string(), size: z.number().int() })
  .meta({ id: 'UploadedFile' });
export const signedUrlQuery = z.object({ filepath: uriSchema });
export const signedUrlResult = z.object({ url: z.string(), expiresAt: z.string() });
export const fileParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** Letters, digits, '/' and '-' (visa file numbers have slashes); a type may ask for more (Emirates ID). */
export const documentNumberSchema = z.object({
  /** D§3 "Document number update": the document type's id, as in the path */
  _id: z.string().regex(/^[a-z0-9-]{1,40}$/),
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
