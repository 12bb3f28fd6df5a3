import * as z from 'zod';
import { DOCUMENTS_PATH, documentsForBrowser, readDocumentFile, SIGNED_URL_PATH, UPLOAD_PATH, uploadDocumentSide } from '@/lib/upstream/documents';
import { appError } from '@/lib/errors/app-error';
import type { ProxyEntry } from './types';

// The learner's documents (contract "Documents"): the list, an upload per side (streamed, never held
// whole by the portal: the centre's upload/v1/upload, then POST student/documents), and a file through
// its short-lived signed URL (upload/v1/get-signed-url), fetched by the BFF. The browser's paths stay. The number is saved by a
// server action on the adapter (lib/documents/save-number.ts), which names the document as D§3 asks.
const none = z.object({}).strict();

/** A 5 MB file and its multipart envelope (the API refuses anything past 5 MB with file_too_large). */
export const DOCUMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;

const student = { access: 'student', query: none } as const;

export const DOCUMENT_ROUTES: readonly ProxyEntry[] = [
  // the centre's D§3 list (GET student/documents), reshaped by the adapter: the browser's path and shape stay
  {
    ...student,
    method: 'GET',
    pattern: '/document/v1/student/documents',
    upstream: { path: () => DOCUMENTS_PATH, answer: documentsForBrowser },
    kind: 'json',
    timeoutMs: 10_000,
    maxBytes: 0,
  },
  // the upstream answers once the whole file is stored; the house ceiling of 30 s (5 MB at ≥ 1.4 Mbit/s)
  {
    ...student,
    method: 'POST',
    pattern: '/document/v1/student/documents/:typeId/:side',
    upstream: {
      path: () => UPLOAD_PATH,
      call: async ({ params, body, contentType, signal, timeoutMs }) => {
        const side = params.side;
        if (side !== 'front' && side !== 'back') throw appError('not_found');
        const upload = { body: body as ReadableStream<Uint8Array>, contentType: contentType ?? '', signal, timeoutMs };
        return Response.json({ statusCode: 200, data: await uploadDocumentSide(params.typeId ?? '', side, upload) });
      },
    },
    kind: 'upload',
    timeoutMs: 30_000,
    maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
  },
  // `:token` is the file's filepath (as the documents list names it)
  {
    ...student,
    method: 'GET',
    pattern: '/document/v1/files/:token',
    upstream: { path: () => SIGNED_URL_PATH, call: ({ params, signal, timeoutMs }) => readDocumentFile(params.token ?? '', { signal, timeoutMs }) },
    kind: 'stream',
    timeoutMs: 15_000,
    maxBytes: 0,
  },
];
