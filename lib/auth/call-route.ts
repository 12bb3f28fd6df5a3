import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

// Forms on the auth pages post to server actions, so they work before JavaScript loads. Each
// action runs the very BFF route handler a browser fetch would reach, through this adapter: one
// implementation of every session change, two ways in. Next has already checked the action's
// Origin against the Host, so the request is built as coming from the portal itself.

export type RouteHandler = (req: Request) => Promise<Response>;

export interface RouteAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body (success or error envelope), or null. */
  body: unknown;
  /** Seconds, from the handler's retry-after header on a 429. */
  retryAfter: number | null;
}

const FORWARDED = ['x-forwarded-for', 'x-real-ip', 'accept-language', 'user-agent'] as const;

export async function callRoute(
  handler: RouteHandler,
  path: `/api/${string}`,
  init: { method?: 'POST' | 'PUT'; json?: unknown } = {},
): Promise<RouteAnswer> {
  const incoming = await headers();
  const origin = new URL(env.SITE_URL).origin;
  const outgoing = new Headers({ origin, accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value) outgoing.set(name, value);
  }
  let body: string | undefined;
  if (init.json !== undefined) {
    outgoing.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await handler(new Request(`${origin}${path}`, { method: init.method ?? 'POST', headers: outgoing, body }));
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = null;
  }
  const retry = Number(response.headers.get('retry-after'));
  return { status: response.status, ok: response.ok, body: parsed, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null };
}
