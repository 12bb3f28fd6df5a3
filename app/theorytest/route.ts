import { NextResponse } from 'next/server';
import { env } from '@/lib/env';

// GET /theorytest – 307 to the external theory-test site (R§2), read at run time from THEORY_TEST_URL.
export const dynamic = 'force-dynamic';

export function GET() {
  return NextResponse.redirect(env.THEORY_TEST_URL, 307);
}

export const HEAD = GET;
