import * as z from 'zod';
import type { ProxyEntry } from './types';

// The header's notification bell (contract "Notifications"): the list 5 at a time, the count, seen,
// mark all read, and the one-time ticket the browser opens the realtime channel with.
const none = z.object({}).strict();
const page = z
  .object({
    page: z
      .string()
      .regex(/^\d{1,5}$/)
      .optional(),
    perPage: z
      .string()
      .regex(/^\d{1,2}$/)
      .optional(),
  })
  .strict();

const entry = (method: ProxyEntry['method'], pattern: string, query: ProxyEntry['query'] = none): ProxyEntry => ({
  method,
  pattern,
  access: 'student',
  kind: 'json',
  timeoutMs: 10_000,
  maxBytes: 0,
  query,
});

export const NOTIFICATION_ROUTES: readonly ProxyEntry[] = [
  entry('GET', '/notification/v1/messages', page),
  entry('GET', '/notification/v1/messages/unread-count'),
  entry('PUT', '/notification/v1/messages/seen'),
  entry('PUT', '/notification/v1/messages/mark-all-read'),
  entry('POST', '/notification/v1/ticket'),
];
