import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, badRequest, errorEnvelopeSchema, tooMany } from '../errors';
import { envelope } from './generic-list';

// POST /upload/v1/read-emirate-id – OCR an Emirates ID image (multipart field uploadFile, jpeg/png ≤ 5 MB).
const USE_IMAGE = 'Use an image file';
const UNREADABLE = "Invalid Id, Id can't be read, please try again";
const TOO_LARGE = 'File is too large (max 5 MB)';

/** Trust the bytes, not the declared type: JPEG starts FF D8 FF, PNG with its 8-byte signature. */
export function isJpegOrPng(buf: Buffer): boolean {
  const jpeg = buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff;
  const png = buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return jpeg || png;
}

const eidSchema = z
  .object({ name: z.string(), dob: z.string(), nationality: z.string(), gender: z.string(), eidNumber: z.string() })
  .meta({ id: 'EmiratesIdDetails' });

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
      if (part.file.truncated) throw new ApiError(400, TOO_LARGE);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    throw badRequest(code === 'FST_REQ_FILE_TOO_LARGE' ? TOO_LARGE : USE_IMAGE);
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
        response: { 200: envelope(eidSchema), 400: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (req) => {
      // OCR is the most expensive call here and needs no account: bound it per client address
      const hit = await app.ctx.limiter.hit(`eid:${req.ip}`, 600);
      if (hit.count > 30) throw tooMany('Too many requests, please try again later', hit.retryAfterSeconds);
      if (!req.isMultipart()) throw badRequest(USE_IMAGE);

      const { image, mimetype } = await readUpload(req);
      if (!image || !/^image\/(jpeg|jpg|png)$/i.test(mimetype) || !isJpegOrPng(image)) throw badRequest(USE_IMAGE);

      let result;
      try {
        result = await app.ctx.readEmiratesId(image);
      } catch (err) {
        // a busy reader is a retry later, not an unreadable card
        if ((err as Error)?.name === 'EidReaderBusyError') throw tooMany('The ID reader is busy, please try again', 5);
        req.log.warn({ err }, 'Emirates ID reader failed');
        result = null;
      }
      if (!result) throw new ApiError(422, UNREADABLE);
      return { statusCode: 200, data: result };
    },
  );
}
