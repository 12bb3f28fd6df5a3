jest.mock('next/headers', () => jest.requireActual('../unit/support/next-headers'));

import { randomBytes } from 'node:crypto';
import type { StartingCode } from '@/lib/domain/phone';
import { browser } from '../unit/support/next-headers';
import { startReferenceApi, type RunningApi } from './support/reference-api';

// Issue 21 #5 through the portal: the API's per-learner limits reach the browser as the API answered
// them, 429 in the one envelope with its Retry-After, never a 500 or an upstream's own body; and the
// limit is the flooding learner's alone.

const SITE = 'http://localhost:3000';
const TOKEN = randomBytes(16).toString('hex');
process.env.PORTAL_INTERNAL_TOKEN = TOKEN;

type Handler = (req: Request) => Promise<Response>;
let api: RunningApi;
let proxyPost: Handler;

beforeAll(async () => {
  api = await startReferenceApi();
  process.env.API_URL = api.url;
  process.env.SITE_URL = SITE;
  proxyPost = (await import('@/app/api/[...path]/route')).POST as unknown as Handler;
}, 120_000);
afterAll(async () => api?.stop());

async function call(handler: Handler, path: string, json?: unknown) {
  const { NextRequest } = await import('next/server');
  const headers: Record<string, string> = { host: 'localhost:3000', origin: SITE };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await handler(
    new NextRequest(`${SITE}${path}`, { method: 'POST', headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }),
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function logIn(startingCode: StartingCode, number: string) {
  browser.reset();
  browser.setHeaders({ 'x-portal-client': `${TOKEN} 198.51.100.30` });
  const { loginWithPassword } = await import('@/lib/auth/login');
  expect(await loginWithPassword({ countryCode: '971', startingCode, number, password: 'Student@12345' })).toMatchObject({ ok: true });
}

it('a learner flooding realtime tickets gets 429 with Retry-After through the BFF after 30; another learner still gets one', async () => {
  await logIn('50', '1234567'); // Aisha
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof call>> | undefined;
  for (let i = 0; i < 31; i++) {
    const res = await call(proxyPost, '/api/notification/v1/ticket');
    statuses.push(res.status);
    if (res.status === 429) refused = res;
  }
  expect(statuses).toEqual([...Array(30).fill(200), 429]);
  expect(refused!.body).toEqual({ statusCode: 429, code: 'too_many_requests', message: 'Too many requests, please try again later' });
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);

  await logIn('52', '7654321'); // Omar, from the same address
  expect((await call(proxyPost, '/api/notification/v1/ticket')).status).toBe(200);
}, 60_000);
