import 'server-only';
import { appError, fail, type Result } from '@/lib/errors/app-error';
import { ID_IMAGE_MAX_BYTES, isIdImage } from '@/lib/domain/emirates-id';
import { clientContext } from '@/lib/upstream/context';
import { readEmiratesIdImage, type EidDetails } from '@/lib/upstream/eid';
import { attempt } from '@/lib/upstream/result';

// The Emirates ID panel's upload (R§4, R§5): a JPEG or PNG (by its bytes, not its name) of at most
// 5 MB, read by the API's OCR. Nothing else of the browser's request goes on.

export interface IdImage {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/** JPEG starts FF D8 FF; PNG with its 8-byte signature. */
export function looksLikeJpegOrPng(head: Uint8Array): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  return jpeg || png;
}

export async function readEmiratesId(image: IdImage): Promise<Result<EidDetails>> {
  if (image.bytes.byteLength > ID_IMAGE_MAX_BYTES) return fail(appError('file_too_large'));
  if (!isIdImage(image) || !looksLikeJpegOrPng(image.bytes.subarray(0, 8))) return fail(appError('image_required'));
  return attempt(async () => readEmiratesIdImage(image, await clientContext()));
}
