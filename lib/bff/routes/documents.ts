import * as z from 'zod';
import type { ProxyEntry } from './types';

// The learner's documents (contract "Documents"): the list, an upload per side (streamed, never held
// whole by the portal), the document number, and a file through its short-lived signed link.
const none = z.object({}).strict();

/** A 5 MB file and its multipart envelope (the API refuses anything past 5 MB with file_too_large). */
export const DOCUMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;

const student = { access: 'student', query: none } as const;

export const DOCUMENT_ROUTES: readonly ProxyEntry[] = [
  { ...student, method: 'GET', pattern: '/document/v1/student/documents', kind: 'json', timeoutMs: 10_000, maxBytes: 0 },
  // the upstream answers once the whole file is stored; the house ceiling of 30 s (5 MB at ≥ 1.4 Mbit/s)
  {
    ...student,
    method: 'POST',
    pattern: '/document/v1/student/documents/:typeId/:side',
    kind: 'upload',
    timeoutMs: 30_000,
    maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
  },
  { ...student, method: 'PUT', pattern: '/document/v1/student/documents/:typeId/number', kind: 'json', timeoutMs: 10_000, maxBytes: 1024 },
  { ...student, method: 'GET', pattern: '/document/v1/files/:token', kind: 'stream', timeoutMs: 15_000, maxBytes: 0 },
];
