import 'server-only';
import { z } from 'zod';
import { parseBody, upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema, localisedNameSchema } from './schemas/common';
import { documentFormatSchema, documentNumberResultSchema, documentStatusSchema, type DocumentFile, type StudentDocument } from './schemas/documents';

// The learner's documents (D§7 "Documents and student", D§3 Document). The centre answers
// GET student/documents with D§3's flat fields; the portal keeps one entry per side.

export const DOCUMENTS_PATH = 'student/documents';

/** The centre's signed link to a file (an API path); the portal serves it under /api. */
const fileLinkSchema = z
  .string()
  .regex(/^\/document\/v1\/files\/[A-Za-z0-9_-]{20,64}$/)
  .transform((path) => `/api${path}`);

const nullable = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

/**
 * D§3 Document. `…Status` and `…Reason` are the reference API's (spec silent: the spec names only
 * `is…Approved`), so they are optional: without them a side is approved or pending, with no reason.
 * `width`, `height`, `pixels` are read nowhere.
 */
const centreDocumentSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  instruction: localisedNameSchema,
  documentNumber: z.string().nullable(),
  requireDocumentNumber: z.boolean(),
  requireFrontBack: z.boolean(),
  supportedFormat: z.array(documentFormatSchema),
  frontUrl: nullable(fileLinkSchema),
  backUrl: nullable(fileLinkSchema),
  frontType: nullable(documentFormatSchema),
  backType: nullable(documentFormatSchema),
  frontName: nullable(z.string()),
  backName: nullable(z.string()),
  frontSize: nullable(z.number().int().nonnegative()),
  backSize: nullable(z.number().int().nonnegative()),
  isApproved: z.boolean(),
  isFrontApproved: z.boolean(),
  isBackApproved: z.boolean(),
  frontStatus: nullable(documentStatusSchema),
  backStatus: nullable(documentStatusSchema),
  frontReason: nullable(z.string()),
  backReason: nullable(z.string()),
});
type CentreDocument = z.output<typeof centreDocumentSchema>;

function sideFile(d: CentreDocument, side: 'front' | 'back'): DocumentFile | null {
  const [url, type, name, size] =
    side === 'front' ? [d.frontUrl, d.frontType, d.frontName, d.frontSize] : [d.backUrl, d.backType, d.backName, d.backSize];
  if (!url || !type) return null;
  const [status, reason, approved] =
    side === 'front' ? [d.frontStatus, d.frontReason, d.isFrontApproved] : [d.backStatus, d.backReason, d.isBackApproved];
  return {
    url,
    fileType: type,
    name: name ?? '',
    sizeBytes: size ?? 0,
    status: status ?? (approved ? 'approved' : 'pending'),
    reason: reason ?? null,
  };
}

export function toStudentDocument(d: CentreDocument): StudentDocument {
  const sides = d.requireFrontBack ? (['front', 'back'] as const) : (['front'] as const);
  return {
    _id: d._id,
    name: d.name,
    instruction: d.instruction,
    supportedFormat: d.supportedFormat,
    requireFrontBack: d.requireFrontBack,
    requireDocumentNumber: d.requireDocumentNumber,
    documentNumber: d.documentNumber,
    sides: sides.map((side) => ({ side, file: sideFile(d, side) })),
  };
}

const centreDocumentsSchema = envelopeSchema(
  z.object({ documents: z.array(centreDocumentSchema) }).transform(({ documents }) => ({ documents: documents.map(toStudentDocument) })),
);

/** The learner's required documents, each side with its file (links already pointing at /api). */
export async function getDocuments(ctx?: CallContext) {
  return (await upstreamJson(centreDocumentsSchema, DOCUMENTS_PATH, ctx ?? (await requestContext()))).data.documents;
}

/** The BFF's answer to the browser's documents read: the centre's answer in the portal's shape. */
export async function documentsForBrowser(response: Response) {
  return parseBody(response, centreDocumentsSchema, DOCUMENTS_PATH);
}

/** D§3 "Document number update": `_id` names the document type (the path names it too; spec silent on the path). */
export async function putDocumentNumber(typeId: string, documentNumber: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const path = `document/v1/student/documents/${encodeURIComponent(typeId)}/number`;
  const json = { _id: typeId, documentNumber };
  return (await upstreamJson(envelopeSchema(documentNumberResultSchema), path, { ...context, method: 'PUT', json })).data;
}
