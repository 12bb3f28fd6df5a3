import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf, STAFF_ROLES } from '../session/guard';
import { UPLOAD_ERRORS } from '../upload/contract';
import {
  DOCUMENT_ERRORS,
  documentNumberSchema,
  documentsResult,
  fileParams,
  reviewParams,
  reviewSchema,
  sideParams,
  statusSchema,
  studentDocument,
  typeParams,
} from './contract';
import { CONTENT_TYPES, createFileLinks } from './files';
import { fileForLink, listDocuments, reviewSide, updateNumber, uploadSide, type DocsCtx } from './service';
import { z } from 'zod';

// /document/v1/* – the learner's documents (D§7 "Documents and student"), signed file links, staff review.

/** The first file part (field uploadFile), as a stream; a malformed multipart body is the client's 400. */
async function filePart(req: FastifyRequest) {
  if (!req.isMultipart()) throw new ApiError(DOCUMENT_ERRORS.file_required);
  let part;
  try {
    part = await req.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(UPLOAD_ERRORS.file_too_large);
    req.log.warn({ err }, 'unreadable document upload');
    throw new ApiError(DOCUMENT_ERRORS.file_required);
  }
  if (!part || part.fieldname !== 'uploadFile') {
    req.log.warn({ field: part?.fieldname ?? null, headers: req.headers['content-type'] }, 'document upload without its file');
    part?.file.resume();
    throw new ApiError(DOCUMENT_ERRORS.file_required);
  }
  return part;
}

export function registerDocuments(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = (): DocsCtx => ({ ...app.ctx, links });
  const links = createFileLinks(app.ctx.env.TOKEN_SECRET, app.ctx.now);

  // GET /document/v1/student/documents – every required document with the learner's file per side
  r.get(
    '/document/v1/student/documents',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(documentsResult), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: { documents: await listDocuments(ctx(), sessionOf(req).user.id) } }),
  );

  // POST /document/v1/student/documents/{typeId}/{side} – multipart field uploadFile (JPEG, PNG or PDF ≤ 5 MB)
  r.post(
    '/document/v1/student/documents/:typeId/:side',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.upload,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: sideParams,
        response: { 200: envelope(studentDocument), ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (req) => {
      const part = await filePart(req);
      const data = await uploadSide(ctx(), sessionOf(req).user.id, req.params.typeId, req.params.side, part);
      return { statusCode: 200, data };
    },
  );

  // PUT /document/v1/student/documents/{typeId}/number – { documentNumber } (D§3 "Document number update")
  r.put(
    '/document/v1/student/documents/:typeId/number',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: typeParams,
        body: documentNumberSchema,
        response: { 200: envelope(z.object({ _id: z.string(), documentNumber: z.string() })), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await updateNumber(ctx(), sessionOf(req).user.id, req.params.typeId, req.body.documentNumber) }),
  );

  // GET /document/v1/files/{token} – the file a signed link names (5 minutes, the learner's own only)
  r.get('/document/v1/files/:token', { preValidation: student, schema: { tags, security, params: fileParams } }, async (req, reply) => {
    const { file, fullPath } = await fileForLink(ctx(), sessionOf(req).user.id, req.params.token);
    const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', CONTENT_TYPES[file.format])
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(createReadStream(fullPath));
  });

  // POST /document/v1/staff/documents/{userId}/{typeId}/{side}/review – { approved, reason? } (reason required to reject)
  r.post(
    '/document/v1/staff/documents/:userId/:typeId/:side/review',
    {
      preValidation: guard(STAFF_ROLES),
      schema: {
        tags,
        security,
        params: reviewParams,
        body: reviewSchema,
        response: {
          200: envelope(z.object({ _id: z.string(), status: statusSchema, reason: z.string().nullable() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      const { userId, typeId, side } = req.params;
      return { statusCode: 200, data: await reviewSide(ctx(), sessionOf(req).user.id, userId, typeId, side, req.body) };
    },
  );
}
