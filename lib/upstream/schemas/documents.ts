import { z } from 'zod';
import { localisedNameSchema } from './common';

// GET /document/v1/student/documents (contract "Documents"). No server-only import: lib/queries
// parses what the BFF passes through with the same schema.
const format = z.enum(['jpeg', 'png', 'pdf']);

export const documentFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  fileType: format,
  uploadedAt: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  // the API's path for the signed link; the browser reaches it through the portal's /api only
  url: z
    .string()
    .regex(/^\/document\/v1\/files\/[A-Za-z0-9_-]{20,64}$/)
    .transform((path) => `/api${path}`),
});

export const studentDocumentSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  instruction: localisedNameSchema,
  supportedFormat: z.array(format),
  requireFrontBack: z.boolean(),
  requireDocumentNumber: z.boolean(),
  documentNumber: z.string().nullable(),
  sides: z.array(z.object({ side: z.enum(['front', 'back']), file: documentFileSchema.nullable() })),
});

export const documentsSchema = z.object({ documents: z.array(studentDocumentSchema) });
export const documentNumberResultSchema = z.object({ _id: z.string(), documentNumber: z.string() });

export type StudentDocument = z.output<typeof studentDocumentSchema>;
export type DocumentFile = z.output<typeof documentFileSchema>;
