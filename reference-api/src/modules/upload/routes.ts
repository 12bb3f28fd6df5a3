import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { eidSchema, UPLOAD_ERRORS } from './contract';
import { isJpegOrPng, readCard, takeReadBudget } from './service';

// POST /upload/v1/read-emirate-id – OCR an Emirates ID image (multipart field uploadFile, jpeg/png ≤ 5 MB).
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

export function registerUpload(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
