import { isSameOriginRequest } from '@/lib/bff/origin-check';

const SITE = 'https://portal.example.ae';

function check(method: string, headers: Record<string, string>, url = 'http://localhost:3000/api/x') {
  return isSameOriginRequest({ method, url, headers: new Headers(headers) }, SITE);
}

describe('isSameOriginRequest', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets a safe %s through without an Origin', (method) => {
    expect(check(method, {})).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without Origin or Referer', (method) => {
    expect(check(method, { host: 'localhost:3000' })).toBe(false);
  });

  it.each([
    ['the SITE_URL origin', { origin: 'https://portal.example.ae' }, true],
    ['the request host (dev)', { origin: 'http://localhost:3000', host: 'localhost:3000' }, true],
    [
      'the forwarded host and proto',
      { origin: 'https://portal-2.example.ae', host: '10.0.0.5:3000', 'x-forwarded-host': 'portal-2.example.ae', 'x-forwarded-proto': 'https' },
      true,
    ],
    ['another site', { origin: 'https://evil.example', host: 'localhost:3000' }, false],
    ['a sibling subdomain', { origin: 'https://evil.portal.example.ae', host: 'portal.example.ae' }, false],
    ['another port', { origin: 'http://localhost:3001', host: 'localhost:3000' }, false],
    ['another scheme', { origin: 'http://portal.example.ae' }, false],
    ['Origin: null', { origin: 'null', host: 'localhost:3000', referer: 'http://localhost:3000/en/login' }, false],
    ['a garbled Origin', { origin: 'not a url', host: 'localhost:3000' }, false],
    ['a same-origin Referer when Origin is absent', { referer: 'http://localhost:3000/en/login?x=1', host: 'localhost:3000' }, true],
    ['a foreign Referer', { referer: 'https://evil.example/page', host: 'localhost:3000' }, false],
    [
      'a foreign Origin with a same-origin Referer',
      { origin: 'https://evil.example', referer: 'http://localhost:3000/', host: 'localhost:3000' },
      false,
    ],
  ])('POST from %s → %s', (_name, headers, expected) => {
    expect(check('POST', headers as Record<string, string>)).toBe(expected);
  });
});
