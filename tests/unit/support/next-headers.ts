// The one stand-in for `next/headers` in unit tests: the browser's cookie jar and the request's
// headers, in memory. Use it as the module itself:
//   jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));
// then drive the "browser" through `browser` (the same module instance the mock serves).

const jar = new Map<string, string>();
/** What a page of the portal sends with a server action: its Host and its own Origin (issue 21 #6). */
const PAGE_HEADERS = { host: 'localhost:3000', origin: 'http://localhost:3000' };
let requestHeaders = new Headers(PAGE_HEADERS);

interface CookieOptions {
  maxAge?: number;
  expires?: Date | number;
}

const cookieStore = {
  get(name: string) {
    const value = jar.get(name);
    return value === undefined ? undefined : { name, value };
  },
  getAll() {
    return [...jar].map(([name, value]) => ({ name, value }));
  },
  has(name: string) {
    return jar.has(name);
  },
  set(nameOrCookie: string | ({ name: string; value: string } & CookieOptions), value?: string, options: CookieOptions = {}) {
    const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value ?? '', ...options } : nameOrCookie;
    // What a browser does with a Set-Cookie: an expired or empty cookie is gone.
    if (cookie.maxAge === 0 || cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
    return cookieStore;
  },
  delete(name: string) {
    jar.delete(name);
    return cookieStore;
  },
};

export async function cookies() {
  return cookieStore;
}

export async function headers() {
  return requestHeaders;
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}

/** The browser side of the request: its cookies (readable and copyable, as a thief could) and headers. */
export const browser = {
  cookie: (name: string) => jar.get(name),
  setCookie: (name: string, value: string) => void jar.set(name, value),
  clearCookies: () => jar.clear(),
  cookieNames: () => [...jar.keys()],
  /** The headers of the next request (e.g. the portal server's x-portal-client, a forged X-Forwarded-For). */
  setHeaders: (init: HeadersInit) => {
    requestHeaders = new Headers(PAGE_HEADERS);
    for (const [name, value] of new Headers(init)) requestHeaders.set(name, value);
  },
  /** Exactly these headers, without the page's Host and Origin (a forged or bare request). */
  setRawHeaders: (init: HeadersInit) => {
    requestHeaders = new Headers(init);
  },
  reset: () => {
    jar.clear();
    requestHeaders = new Headers(PAGE_HEADERS);
  },
};
