import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf, STAFF_ROLES } from '../session/guard';
import { DOCUMENT_ERRORS, fileParams, signedUrlQuery, signedUrlResult, uploadResult } from '../documents/contract';
import { createFileLinks } from '../documents/files';
import { eidSchema, UPLOAD_ERRORS } from './contract';
import { readSigned, signedUrl, storeUpload, type FilesCtx } from './files';
import { isJpegOrPng, readCard, takeReadBudget } from './service';

// /upload/v1/* (D§7): read-emirate-id (OCR an Emirates ID image), upload (a learner's file, attached to a
// document by POST student/documents), get-signed-url and the signed file it names.
const imageRequired = () => new ApiError(UPLOAD_ERRORS.image_required);
const tooLarge = () => new ApiError(UPLOAD_ERRORS.file_too_large);

/** The first `uploadFile` part; any malformed multipart stream is the client's 400, never a 5xx. */
async function readUpload(req: FastifyRequest): Promise<{ image?: Buffer; mimetype: string }> {
  let image: Buffer | undefined;
  let mimetype = '';
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'uploadFile' || image) {
        part.file.resume();
        continue;
      }
      mimetype = part.mimetype;
      image = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : imageRequired();
  }
  return { image, mimetype };
}

/** The first file part (field uploadFile); a malformed multipart body is the client's 400. */
async function filePart(req: FastifyRequest) {
  if (!req.isMultipart()) throw new ApiError(DOCUMENT_ERRORS.file_required);
  let part;
  try {
    part = await req.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    req.log.warn({ err }, 'unreadable upload');
    throw new ApiError(DOCUMENT_ERRORS.file_required);
  }
  if (!part || part.fieldname !== 'uploadFile') {
    part?.file.resume();
    throw new ApiError(DOCUMENT_ERRORS.file_required);
  }
  return part;
}

export function registerUpload(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['upload'];
  const security = [{ bearer: [] }];
  const links = createFileLinks(app.ctx.env.TOKEN_SECRET, app.ctx.now);
  const ctx = (): FilesCtx => ({ ...app.ctx, links });

  // POST /upload/v1/upload (D§7) – multipart field uploadFile (JPEG, PNG or PDF ≤ 5 MB) → { fileType, uri, name, size }
  r.post(
    '/upload/v1/upload',
    {
      preValidation: guard(['student']),
      preHandler: app.ctx.routeLimits.upload,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadResult), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (req) => ({ statusCode: 200, data: await storeUpload(ctx(), sessionOf(req).user.id, await filePart(req)) }),
  );

  // GET /upload/v1/get-signed-url?filepath= (D§7) – a 5-minute URL for a file: the learner's own, or any for staff
  r.get(
    '/upload/v1/get-signed-url',
    {
      preValidation: guard(['student', ...STAFF_ROLES]),
      schema: { tags, security, querystring: signedUrlQuery, response: { 200: envelope(signedUrlResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const isStaff = user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
      return { statusCode: 200, data: await signedUrl(ctx(), { id: user.id, isStaff }, req.query.filepath) };
    },
  );

  // GET /upload/v1/files/{token} – the file a signed URL names (the URL is the credential, as a presigned one)
  r.get('/upload/v1/files/:token', { schema: { tags, params: fileParams } }, async (req, reply) => {
    const { upload, stored } = await readSigned(ctx(), req.params.token);
    const ascii = upload.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .header('content-type', stored.contentType)
      .header('content-length', String(stored.sizeBytes))
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stored.bytes);
  });

  r.post(
    '/upload/v1/read-emirate-id',
    {
      schema: {
        tags: ['upload'],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(eidSchema), ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (req) => {
      await takeReadBudget(req);
      if (!req.isMultipart()) throw imageRequired();
      const { image, mimetype } = await readUpload(req);
      if (!image || !/^image\/(jpeg|jpg|png)$/i.test(mimetype) || !isJpegOrPng(image)) throw imageRequired();
      return { statusCode: 200, data: await readCard(req, image) };
    },
  );
}
