// POST /api/eid/read – check an Emirates ID picture, then send it to the API's ID reader
import { bffHandler } from '@/lib/bff/handler';
import { routeMethods } from '@/lib/bff/methods';
import { readBounded } from '@/lib/bff/body';
import { readEmiratesId } from '@/lib/auth/read-emirates-id';
import { ID_IMAGE_MAX_BYTES } from '@/lib/domain/emirates-id';
import { appError, fail } from '@/lib/errors/app-error';

export const dynamic = 'force-dynamic';

/** Room for the multipart envelope around a 5 MB picture. */
const MAX_BODY_BYTES = ID_IMAGE_MAX_BYTES + 64 * 1024;

const handler = bffHandler({ access: 'public' }, async ({ req }) => {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return fail(appError('image_required'));
  const read = await readBounded(req, MAX_BODY_BYTES);
  if (!read.ok) return fail(appError(read.reason === 'too-large' ? 'file_too_large' : 'image_required'));
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(read.bytes, { headers: { 'content-type': type } }).formData()).get('uploadFile');
  } catch {
    return fail(appError('image_required'));
  }
  if (!(file instanceof File)) return fail(appError('image_required'));
  return readEmiratesId({ bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type: file.type });
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: handler });
