import type { FastifyRequest } from 'fastify';
import { ApiError, GENERIC_ERRORS } from '../../platform/errors';
import type { EidResult } from '../../context';
import { READER_BUSY_RETRY_SECONDS, UPLOAD_ERRORS } from './contract';

// Reading an Emirates ID: the most expensive call here and it needs no account, so it is bounded per
// client address, consumed before any byte of the upload is read.
export async function takeReadBudget(req: FastifyRequest): Promise<void> {
  const d = await req.server.ctx.limiters.eidReads.consume(req.ip);
  if (!d.allowed) throw new ApiError(GENERIC_ERRORS.too_many_requests, { retryAfterSeconds: d.retryAfterSeconds });
}

/** Trust the bytes, not the declared type: JPEG starts FF D8 FF, PNG with its 8-byte signature. */
export function isJpegOrPng(buf: Buffer): boolean {
  const jpeg = buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff;
  const png = buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return jpeg || png;
}

export async function readCard(req: FastifyRequest, image: Buffer): Promise<EidResult> {
  let result: EidResult | null;
  try {
    result = await req.server.ctx.readEmiratesId(image);
  } catch (err) {
    // a busy reader is a retry later, not an unreadable card
    if ((err as Error)?.name === 'EidReaderBusyError')
      throw new ApiError(UPLOAD_ERRORS.id_reader_busy, { retryAfterSeconds: READER_BUSY_RETRY_SECONDS });
    req.log.warn({ err }, 'Emirates ID reader failed');
    result = null;
  }
  if (!result) throw new ApiError(UPLOAD_ERRORS.id_unreadable);
  return result;
}
