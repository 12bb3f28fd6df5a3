import { NextRequest } from 'next/server';

// Requests as the browser would send them to the portal.
export const SITE = 'http://localhost:3000';

export function browserRequest(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { host: 'localhost:3000', ...init.headers };
  // A browser sends Origin on every same-origin fetch that is not GET/HEAD.
  if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = SITE;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(`${SITE}${path}`, {
    method,
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
}
