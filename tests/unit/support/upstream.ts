import { env } from '@/lib/env';

// A programmable driving-centre API at the network boundary: globalThis.fetch answers the requests
// the one upstream client (lib/upstream/client.ts, ky) sends to API_URL. So the client, the resource
// modules and their zod schemas all run for real; only the other side of the wire is scripted.

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** Parsed JSON, FormData for multipart, text otherwise (undefined when empty). */
  body: unknown;
}

type Reply = Response | Promise<Response>;
type Handler = (request: SeenRequest) => Reply;

const base = new URL(env.API_URL);

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

export interface FakeUpstream {
  /** Answers `method path` with `handler` (the latest registration wins). */
  on(method: string, path: string, handler: Handler): void;
  /** Answers with a JSON body. */
  reply(method: string, path: string, status: number, body: unknown, headers?: Record<string, string>): void;
  /** Never answers (until the caller gives up). */
  hang(method: string, path: string): void;
  /** Fails like a refused connection. */
  refuse(method: string, path: string): void;
  /** Every request that reached the API, in order. */
  seen: SeenRequest[];
  /** Requests to one path. */
  calls(path: string): SeenRequest[];
  reset(): void;
  restore(): void;
}

/** Installs the fake as globalThis.fetch; `restore()` puts the real one back. */
export function fakeUpstream(): FakeUpstream {
  const routes = new Map<string, Handler>();
  const seen: SeenRequest[] = [];
  const original = globalThis.fetch;

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== base.origin) throw new Error(`unexpected request to ${url.origin} (only the API at ${base.origin} is reachable)`);
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: await readBody(request.clone()),
    };
    seen.push(entry);
    const handler = routes.get(`${request.method} ${url.pathname}`);
    if (!handler) return Response.json({ statusCode: 404, message: 'Not Found' }, { status: 404 });
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      Promise.resolve(handler(entry)).then(resolve, reject);
    });
  }) as typeof fetch;

  return {
    on: (method, path, handler) => void routes.set(`${method} ${path}`, handler),
    reply: (method, path, status, body, headers = {}) => void routes.set(`${method} ${path}`, () => Response.json(body, { status, headers })),
    hang: (method, path) => void routes.set(`${method} ${path}`, () => new Promise<Response>(() => undefined)),
    refuse: (method, path) =>
      void routes.set(`${method} ${path}`, () => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }))),
    seen,
    calls: (path) => seen.filter((r) => r.path === path),
    reset: () => {
      routes.clear();
      seen.length = 0;
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A user as the API returns it (contract "Auth and sign-up"). */
export function apiUser(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'usr-1',
    studentId: 'STU-1',
    name: 'Aisha Rahman',
    email: 'aisha@example.ae',
    emailVerified: true,
    phones: { firstNumber: { countryCode: '971', startingCode: '50', number: '1234567' } },
    roles: ['student'],
    gender: 'female',
    dob: '1998-04-12',
    nationality: 'India',
    currentStage: 'homeScreen',
    isPreRegisteredUser: false,
    walletAmount: 0,
    avatarUrl: null,
    studentDetails: {},
    ...overrides,
  };
}

/** `{ statusCode, data }`, the API's envelope around one thing. */
export const envelope = (data: unknown, message?: string) => ({ statusCode: 200, ...(message ? { message } : {}), data });
