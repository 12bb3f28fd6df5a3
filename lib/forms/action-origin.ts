import 'server-only';
import { headers } from 'next/headers';
import { isSameOriginRequest } from '@/lib/bff/origin-check';
import { env } from '@/lib/env';

// The /api origin check (lib/bff/origin-check.ts), asked where a server action starts: middleware
// refuses a cross-origin action before Next.js runs it, and this is the wall behind it (ARCHITECTURE:
// middleware is never the only wall). An action without an Origin (and without a Referer of the
// portal) or with a foreign one never reaches its use case.

export class CrossOriginActionError extends Error {
  constructor() {
    super('Cross-origin request refused');
    this.name = 'CrossOriginActionError';
  }
}

/** True when the action being run was posted by a page of the portal. */
export async function isSameOriginAction(): Promise<boolean> {
  const h = await headers();
  const host = h.get('host') ?? new URL(env.SITE_URL).host;
  return isSameOriginRequest({ method: 'POST', url: `http://${host}/`, headers: h }, env.SITE_URL);
}

/** For actions outside the form pattern: throws before anything runs when the action is cross-origin. */
export async function assertSameOriginAction(): Promise<void> {
  if (!(await isSameOriginAction())) throw new CrossOriginActionError();
}
