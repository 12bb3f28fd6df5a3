// ANY /api/* – the allow-listed proxy to the driving-centre API (lib/bff/routes)
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { isSameOriginRequest } from '@/lib/bff/origin-check';
import { proxyToUpstream } from '@/lib/bff/proxy';
import { errorFor, errorResponse } from '@/lib/bff/respond';
import { allowedMethods, matchProxyRoute } from '@/lib/bff/routes';
import { appError } from '@/lib/errors/app-error';
import { englishLabel } from '@/lib/errors/english';
import { issueFields } from '@/lib/schemas/issues';
import { studentSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

async function handle(req: NextRequest): Promise<Response> {
  // The CSRF wall comes first, so a foreign page cannot even probe which paths exist.
  if (!isSameOriginRequest({ method: req.method, url: req.url, headers: req.headers }, env.SITE_URL)) return errorFor('cross_origin');

  // The raw (still percent-encoded) path: an encoded '/' or '..' can never match a table entry.
  const path = req.nextUrl.pathname.replace(/^\/api(?=\/)/, '');
  const match = matchProxyRoute(req.method, path);
  if (!match) {
    const allow = allowedMethods(path);
    return allow.length ? errorFor('method_not_allowed', {}, { allow: allow.join(', ') }) : errorFor('not_found');
  }

  const query = match.entry.query.safeParse(Object.fromEntries(req.nextUrl.searchParams));
  if (!query.success) return errorResponse(appError('invalid_data', { fields: issueFields(query.error, englishLabel) }));

  if (match.entry.access === 'student') {
    if (!(await studentSession()).ok) return errorFor('unauthorized');
  }
  return proxyToUpstream(req, match, path, query.data);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD };
