jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

// lib/upstream/context.ts believes a client address only from the header the portal's own server
// writes, proven by this process's PORTAL_INTERNAL_TOKEN; never from X-Forwarded-For (issue 7 #3).

type Context = typeof import('@/lib/upstream/context');
type Client = typeof import('@/lib/upstream/client');
type Upstream = typeof import('./support/upstream');
type Request_ = typeof import('./support/next-headers');
const TOKEN = 'c2VydmVyLXByb2Nlc3MtdG9rZW4';

interface Loaded {
  context: Context;
  client: Client;
  upstream: Upstream;
  /** The request as the freshly loaded modules see it. */
  request: Request_;
}

/** Fresh modules that read PORTAL_INTERNAL_TOKEN = `token` (lib/env reads it once, at load). */
async function load(token: string | undefined): Promise<Loaded> {
  const saved = process.env.PORTAL_INTERNAL_TOKEN;
  if (token === undefined) delete process.env.PORTAL_INTERNAL_TOKEN;
  else process.env.PORTAL_INTERNAL_TOKEN = token;
  try {
    let loaded: Loaded | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = {
        context: await import('@/lib/upstream/context'),
        client: await import('@/lib/upstream/client'),
        upstream: await import('./support/upstream'),
        request: await import('./support/next-headers'),
      };
    });
    return loaded!;
  } finally {
    if (saved === undefined) delete process.env.PORTAL_INTERNAL_TOKEN;
    else process.env.PORTAL_INTERNAL_TOKEN = saved;
  }
}

describe('clientIpFrom', () => {
  it.each([
    ['our header with our token: the address', { 'x-portal-client': `${TOKEN} 203.0.113.7` }, '203.0.113.7'],
    ['an IPv6 address', { 'x-portal-client': `${TOKEN} 2001:db8::7` }, '2001:db8::7'],
    ['another token', { 'x-portal-client': 'forged-token-forged-token 203.0.113.7' }, null],
    ['no token at all', { 'x-portal-client': '203.0.113.7' }, null],
    ['our token with no address', { 'x-portal-client': TOKEN }, null],
    ['our token with something that is no address', { 'x-portal-client': `${TOKEN} localhost` }, null],
    ['X-Forwarded-For alone', { 'x-forwarded-for': '203.0.113.7' }, null],
    ['X-Real-IP alone', { 'x-real-ip': '203.0.113.7' }, null],
    ['X-Forwarded-For beside our header: ours', { 'x-forwarded-for': '6.6.6.6', 'x-portal-client': `${TOKEN} 203.0.113.7` }, '203.0.113.7'],
  ])('%s → %p', async (_name, headers, expected) => {
    const { context } = await load(TOKEN);
    expect(context.clientIpFrom(new Headers(headers))).toBe(expected);
  });

  it('believes nothing when the portal runs without its own server (no token configured)', async () => {
    const { context } = await load(undefined);
    expect(context.clientIpFrom(new Headers({ 'x-portal-client': `${TOKEN} 203.0.113.7` }))).toBeNull();
    expect(context.clientIpFrom(new Headers({ 'x-portal-client': 'undefined 203.0.113.7' }))).toBeNull();
  });
});

describe('langFrom', () => {
  it.each([
    [{ 'x-next-intl-locale': 'ar' }, 'ar'],
    [{ 'x-next-intl-locale': 'xx', 'accept-language': 'ar-AE,ar;q=0.9' }, 'ar'],
    [{ 'accept-language': 'en-GB' }, 'en'],
    [{ 'accept-language': 'fr' }, 'en'],
    [{}, 'en'],
    // /api has no route locale: the page that asked is known by its cookie (issue 22: Arabic place names)
    [{ cookie: 'a=1; NEXT_LOCALE=ar', 'accept-language': 'en-GB' }, 'ar'],
    [{ cookie: 'NEXT_LOCALE=en', 'accept-language': 'ar' }, 'en'],
    [{ cookie: 'NEXT_LOCALE=xx', 'accept-language': 'ar' }, 'ar'],
    [{ 'x-next-intl-locale': 'en', cookie: 'NEXT_LOCALE=ar' }, 'en'],
  ])('%j → %s', async (headers, lang) => {
    const { context } = await load(TOKEN);
    expect(context.langFrom(new Headers(headers))).toBe(lang);
  });
});

describe('what the API is told about the caller', () => {
  it("sends the address the portal derived as X-Forwarded-For, never the browser's own", async () => {
    const { context, client, upstream, request } = await load(TOKEN);
    const { browser } = request;
    const api = upstream.fakeUpstream();
    try {
      api.reply('GET', '/entity/v1/countries', 200, []);
      browser.setHeaders({ 'x-portal-client': `${TOKEN} 203.0.113.7`, 'x-forwarded-for': '6.6.6.6', 'x-next-intl-locale': 'ar' });
      await client.upstreamFetch('/entity/v1/countries', await context.clientContext());
      browser.setHeaders({ 'x-forwarded-for': '6.6.6.6' });
      await client.upstreamFetch('/entity/v1/countries', await context.clientContext());
      const [ours, forged] = api.calls('/entity/v1/countries');
      expect([ours?.headers.get('x-forwarded-for'), ours?.headers.get('accept-language')]).toEqual(['203.0.113.7', 'ar']);
      expect(forged?.headers.get('x-forwarded-for')).toBeNull();
    } finally {
      api.restore();
    }
  });
});
