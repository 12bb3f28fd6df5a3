import * as z from 'zod';
import { DOCUMENTS_PATH, documentsForBrowser } from '@/lib/upstream/documents';
import type { ProxyEntry } from './types';

// The learner's documents (contract "Documents"): the list, an upload per side (streamed, never held
// whole by the portal), and a file through its short-lived signed link. The number is saved by a
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
    kind: 'upload',
    timeoutMs: 30_000,
    maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
  },
  { ...student, method: 'GET', pattern: '/document/v1/files/:token', kind: 'stream', timeoutMs: 15_000, maxBytes: 0 },
];
