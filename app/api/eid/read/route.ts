// POST /api/eid/read – check an Emirates ID picture, then stream it to the API's ID reader
import { errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { proxyToUpstream } from '@/lib/bff/proxy';
import { ID_IMAGE_MAX_BYTES, isIdImage } from '@/lib/domain/emirates-id';

export const dynamic = 'force-dynamic';

const USE_IMAGE = 'Use an image file';
const TOO_LARGE = 'File is too large (max 5 MB)';
const FIELD = 'uploadFile';
/** Room for the multipart envelope around a 5 MB picture. */
const MAX_BODY_BYTES = ID_IMAGE_MAX_BYTES + 64 * 1024;

/** The bytes, not the declared type: JPEG starts FF D8 FF, PNG with its 8-byte signature. */
async function looksLikeJpegOrPng(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  return jpeg || png;
}

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  // Browsers always send a length with a FormData body; without one the size is not bounded.
  const declared = req.headers.get('content-length');
  if (declared === null) return errorResponse(411, 'Length Required');
  if (Number(declared) > MAX_BODY_BYTES) return errorResponse(413, TOO_LARGE);
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return errorResponse(400, USE_IMAGE);

  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return errorResponse(400, USE_IMAGE);
  }
  const file = form.get(FIELD);
  if (!(file instanceof File)) return errorResponse(400, USE_IMAGE);
  if (file.size > ID_IMAGE_MAX_BYTES) return errorResponse(413, TOO_LARGE);
  if (!isIdImage({ name: file.name, type: file.type }) || !(await looksLikeJpegOrPng(file))) return errorResponse(400, USE_IMAGE);

  // Only the checked picture goes on: no other parts, no browser headers but the ones below.
  const body = new FormData();
  body.set(FIELD, file, file.name);
  const headers = new Headers({ accept: 'application/json' });
  const forwardedFor = clientAddress(req);
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const forward = new Request(req.url, { method: 'POST', body, headers, signal: req.signal });
  return proxyToUpstream(forward, { path: '/upload/v1/read-emirate-id', search: '' });
}
