import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, invalidData } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { envelope } from '../../platform/http';
import { guard, sessionOf, STAFF_ROLES } from '../session/guard';
import {
  attachSchema,
  DOCUMENT_LABELS,
  documentNumberSchema,
  documentsResult,
  reviewParams,
  reviewSchema,
  statusSchema,
  studentDocument,
  typeParams,
} from './contract';
import { attachDocument, listDocuments, reviewSide, updateNumber, type DocsCtx } from './service';
import { z } from 'zod';

// The learner's documents (D§7 "Documents and student"): the list, attaching an upload (upload/v1/upload
// comes first), the number, and staff review. Files are read through upload/v1/get-signed-url.

export function registerDocuments(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = (): DocsCtx => app.ctx;

  // GET /student/documents (D§7 "Documents and student") – every required document, D§3's flat fields per side
  r.get(
    '/student/documents',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(documentsResult), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: { documents: await listDocuments(ctx(), sessionOf(req).user.id) } }),
  );

  // POST /student/documents (D§7) – { _id, fileType, uri, front, name, size }: attach an upload to a side
  r.post(
    '/student/documents',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        body: attachSchema,
        response: { 200: envelope(studentDocument), ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (req) => ({ statusCode: 200, data: await attachDocument(ctx(), sessionOf(req).user.id, req.body) }),
  );

  // PUT /document/v1/student/documents/{typeId}/number – { _id, documentNumber } (D§3 "Document number update"; the
  // path is the reference's, spec silent). `_id` names the same type as the path: a body for another one is refused.
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
    async (req) => {
      if (req.body._id !== req.params.typeId) throw invalidData({ _id: fieldError('_id', 'invalid', DOCUMENT_LABELS) });
      return { statusCode: 200, data: await updateNumber(ctx(), sessionOf(req).user.id, req.params.typeId, req.body.documentNumber) };
    },
  );

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
