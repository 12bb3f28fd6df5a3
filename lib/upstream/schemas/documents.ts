import { z } from 'zod';
import { localisedNameSchema } from './common';

// The learner's documents in the portal's own shape: one entry per side with its file. The centre's
// D§3 fields (flat `front…`/`back…`) are read and reshaped into this by lib/upstream/documents.ts;
// the BFF answers the browser in this shape, and lib/queries parses it with these schemas (no
// server-only import here).
export const documentFormatSchema = z.enum(['jpeg', 'png', 'pdf']);
export const documentStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** The portal's link to a file: the BFF's stream of the centre's signed link. */
export const FILE_LINK = /^\/api\/document\/v1\/files\/[A-Za-z0-9_-]{20,64}$/;

export const documentFileSchema = z.object({
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  fileType: documentFormatSchema,
  status: documentStatusSchema,
  reason: z.string().nullable(),
  url: z.string().regex(FILE_LINK),
});

export const studentDocumentSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  instruction: localisedNameSchema,
  supportedFormat: z.array(documentFormatSchema),
  requireFrontBack: z.boolean(),
  requireDocumentNumber: z.boolean(),
  documentNumber: z.string().nullable(),
  sides: z.array(z.object({ side: z.enum(['front', 'back']), file: documentFileSchema.nullable() })),
});

export const documentsSchema = z.object({ documents: z.array(studentDocumentSchema) });
export const documentNumberResultSchema = z.object({ _id: z.string(), documentNumber: z.string() });

export type StudentDocument = z.output<typeof studentDocumentSchema>;
export type DocumentFile = z.output<typeof documentFileSchema>;
