import * as z from 'zod';
import { messagesForBrowser, NOTIFICATION_PATHS, unreadCountForBrowser } from '@/lib/upstream/notifications';
import type { ProxyEntry, UpstreamTarget } from './types';

// The header's notification bell (contract "Notifications"): the list 5 at a time, the count, seen,
// mark all read, and the one-time ticket the browser opens the realtime channel with. The browser's
// paths stay as they were; the centre's (D§7 messages…) come from the adapter.
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

const entry = (method: ProxyEntry['method'], pattern: string, upstream: UpstreamTarget, query: ProxyEntry['query'] = none): ProxyEntry => ({
  method,
  pattern,
  upstream,
  access: 'student',
  kind: 'json',
  timeoutMs: 10_000,
  maxBytes: 0,
  query,
});

export const NOTIFICATION_ROUTES: readonly ProxyEntry[] = [
  entry('GET', '/notification/v1/messages', { path: () => NOTIFICATION_PATHS.messages, answer: messagesForBrowser }, page),
  entry('GET', '/notification/v1/messages/unread-count', { path: () => NOTIFICATION_PATHS.unreadCount, answer: unreadCountForBrowser }),
  entry('PUT', '/notification/v1/messages/seen', { path: () => NOTIFICATION_PATHS.seen }),
  entry('PUT', '/notification/v1/messages/mark-all-read', { path: () => NOTIFICATION_PATHS.markAllRead }),
  entry('POST', '/notification/v1/ticket', { path: () => NOTIFICATION_PATHS.ticket }),
];
