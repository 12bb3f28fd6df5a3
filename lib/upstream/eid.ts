import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import type { CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// The Emirates ID reader (R§7: a multipart upload to the read-emirate-id media resource).

export const eidDetailsSchema = z.object({
  name: z.string(),
  dob: z.string(),
  nationality: z.string(),
  gender: z.string(),
  eidNumber: z.string(),
});
export type EidDetails = z.infer<typeof eidDetailsSchema>;

/** OCR of a phone photo takes a few seconds on the API; a slow uplink adds more. */
const READ_TIMEOUT_MS = 60_000;

export async function readEmiratesIdImage(image: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }, ctx: CallContext) {
  const form = new FormData();
  form.set('uploadFile', new Blob([image.bytes], { type: image.type }), image.name);
  const answer = await upstreamJson(envelopeSchema(eidDetailsSchema), '/upload/v1/read-emirate-id', {
    ...ctx,
    method: 'POST',
    body: form,
    timeoutMs: READ_TIMEOUT_MS,
  });
  return answer.data;
}
