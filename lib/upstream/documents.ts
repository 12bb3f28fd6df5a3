import 'server-only';
import { z } from 'zod';
import { parseBody, upstreamFetch, upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema, localisedNameSchema } from './schemas/common';
import { documentFormatSchema, documentNumberResultSchema, documentStatusSchema, type DocumentFile, type StudentDocument } from './schemas/documents';

// The learner's documents (D§7 "Documents and student", D§3 Document). The centre answers
// GET student/documents with D§3's flat fields; the portal keeps one entry per side. A side's file
// goes up in two calls (D§7 row 6.2: upload/v1/upload, then POST student/documents to attach it) and is
// read through a short-lived signed URL (row 6.4: upload/v1/get-signed-url), fetched here, server-side.

export const DOCUMENTS_PATH = 'student/documents';
export const UPLOAD_PATH = 'upload/v1/upload';
export const SIGNED_URL_PATH = 'upload/v1/get-signed-url';

/** A file's `filepath` (the upload's `uri`): one URL segment, so the browser's /api path can carry it. */
const FILEPATH = /^[A-Za-z0-9_-]{20,64}$/;

/** A side's file as the centre names it (its filepath); the portal serves it under /api. */
const fileLinkSchema = z
  .string()
  .regex(FILEPATH)
  .transform((filepath) => `/api/document/v1/files/${filepath}`);

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

/** D§7 upload/v1/upload's answer: `fileType`, `uri`, `name`, `size`. */
const uploadedSchema = envelopeSchema(
  z.object({ fileType: documentFormatSchema, uri: z.string().regex(FILEPATH), name: z.string(), size: z.number().int().positive() }),
);
export type UploadedFile = z.output<typeof uploadedSchema>['data'];

interface Streamed {
  /** the browser's multipart body (field uploadFile), passed on as it arrives */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Row 6.2, first call: the file itself (streamed, never held whole by the portal). */
export async function uploadFile(upload: Streamed, ctx?: CallContext): Promise<UploadedFile> {
  const context = ctx ?? (await requestContext());
  const { body, contentType, signal, timeoutMs } = upload;
  const options = { ...context, method: 'POST' as const, body, headers: { 'content-type': contentType }, timeoutMs, ...(signal ? { signal } : {}) };
  return (await upstreamJson(uploadedSchema, UPLOAD_PATH, options)).data;
}

/** Row 6.2, second call: POST student/documents puts the uploaded file on a document side (`front`: which one). */
export async function attachDocument(typeId: string, side: 'front' | 'back', file: UploadedFile, ctx?: CallContext): Promise<StudentDocument> {
  const context = ctx ?? (await requestContext());
  const json = { _id: typeId, fileType: file.fileType, uri: file.uri, front: side === 'front', name: file.name, size: file.size };
  return (await upstreamJson(envelopeSchema(centreDocumentSchema.transform(toStudentDocument)), DOCUMENTS_PATH, { ...context, method: 'POST', json }))
    .data;
}

/** A side's upload as the browser asked for it: the file, then the attach; the document as the portal shows it. */
export async function uploadDocumentSide(typeId: string, side: 'front' | 'back', upload: Streamed, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return attachDocument(typeId, side, await uploadFile(upload, context), context);
}

const signedUrlSchema = envelopeSchema(z.object({ url: z.string().min(1) }));

/** Row 6.4: a short-lived URL for a file (the centre's, or an object store's presigned one). */
export async function getSignedUrl(filepath: string, ctx?: CallContext): Promise<string> {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(signedUrlSchema, SIGNED_URL_PATH, { ...context, searchParams: { filepath } })).data.url;
}

/**
 * A file's bytes for the BFF's stream: its signed URL, then the URL itself, fetched here so the browser
 * only ever talks to /api. An API path goes through the one client (without the token: the URL is the
 * credential); an absolute https URL (an object store) is fetched as it is, without redirects.
 */
export async function readDocumentFile(filepath: string, opts: { signal?: AbortSignal; timeoutMs?: number } = {}, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const url = await getSignedUrl(filepath, context);
  const timeoutMs = opts.timeoutMs ?? 15_000;
  if (url.startsWith('/'))
    return upstreamFetch(url, { lang: context.lang, clientIp: context.clientIp, timeoutMs, ...(opts.signal ? { signal: opts.signal } : {}) });
  if (!url.startsWith('https://')) throw new Error('signed URL is neither an API path nor https');
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, { redirect: 'error', signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout });
  if (!response.ok) throw new Error(`signed URL answered ${response.status}`);
  return response;
}
