import { NextResponse } from 'next/server';
import { routeMethods } from '@/lib/bff/methods';
import { env } from '@/lib/env';

// GET /theorytest – 307 to the external theory-test site (R§2), read at run time from THEORY_TEST_URL.
export const dynamic = 'force-dynamic';

const redirect = async () => NextResponse.redirect(env.THEORY_TEST_URL, 307);

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: redirect });
export const HEAD = GET;
