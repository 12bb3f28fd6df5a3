import { matchProxyRoute, PROXY_TABLE, type ProxyEntry } from '@/lib/bff/proxy-table';

describe('matchProxyRoute', () => {
  it.each([
    ['GET', '/entity/v1/license-type', 'public'],
    ['GET', '/entity/v1/countries', 'public'],
    ['GET', '/entity/v1/training-branch', 'public'],
    ['GET', '/entity/v1/emirates', 'public'],
    ['GET', '/entity/v1/occupation', 'public'],
    ['GET', '/entity/v1/visa-profession', 'public'],
    ['GET', '/entity/v1/languages', 'public'],
    ['GET', '/user/v1/student/profile', 'student'],
    ['get', '/user/v1/student/profile', 'student'],
  ])('%s %s is %s', (method, path, access) => {
    expect(matchProxyRoute(method, path)?.entry.access).toBe(access);
  });

  it('prefers the static license-type/all over license-type/:id', () => {
    expect(matchProxyRoute('GET', '/entity/v1/license-type/all')?.entry.pattern).toBe('/entity/v1/license-type/all');
    expect(matchProxyRoute('GET', '/entity/v1/license-type/lt-lmv')).toEqual({
      entry: expect.objectContaining({ pattern: '/entity/v1/license-type/:id' }),
      params: { id: 'lt-lmv' },
    });
  });

  it.each([
    ['an unknown path', 'GET', '/admin/users'],
    ['a known path with another method', 'DELETE', '/entity/v1/countries'],
    ['POST to a read-only list', 'POST', '/entity/v1/license-type'],
    ['a session-changing call (own handler)', 'POST', '/user/v1/auth/login'],
    ['sign-up (own handler)', 'POST', '/user/v1/auth/signup'],
    ['OTP verification (own handler)', 'POST', '/user/v1/auth/verify-otp'],
    ['logout (own handler)', 'POST', '/user/v1/auth/logout'],
    ['quick sign-up (own handler: locks e-mail and phone)', 'PUT', '/user/v1/student/pre-register'],
    ['the ID reader (own handler: checks the picture)', 'POST', '/upload/v1/read-emirate-id'],
    ['e-mail verification (own handler)', 'PUT', '/user/v1/auth/verify-email/usr-123'],
    ['sending the verification mail (own handler)', 'POST', '/user/v1/auth/send-verify-email'],
    ['the sandbox outbox', 'GET', '/sandbox/outbox'],
    ['a trailing slash', 'GET', '/entity/v1/countries/'],
    ['a double slash', 'GET', '/entity//v1/countries'],
    ['dot-dot as a param', 'GET', '/entity/v1/license-type/..'],
    ['an encoded slash in a param', 'GET', '/entity/v1/license-type/a%2F..%2Fx'],
    ['an encoded static segment', 'GET', '/entity/v1/%63ountries'],
    ['an extra segment', 'GET', '/entity/v1/license-type/lt-lmv/extra'],
    ['the empty path', 'GET', ''],
    ['HEAD', 'HEAD', '/entity/v1/countries'],
  ])('404 for %s', (_name, method, path) => {
    expect(matchProxyRoute(method, path)).toBeNull();
  });

  it('lists every entry once, with a leading slash and a known access', () => {
    const keys = PROXY_TABLE.map((e) => `${e.method} ${e.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of PROXY_TABLE) {
      expect(entry.pattern).toMatch(/^\/[a-z0-9/:_-]+$/i);
      expect(['public', 'student']).toContain(entry.access);
    }
  });

  it('never lets calls with their own handlers through', () => {
    const forbidden = /\/auth\/|pre-register|read-emirate-id|sandbox/;
    expect(PROXY_TABLE.filter((e) => forbidden.test(e.pattern))).toEqual([]);
  });

  it('matches against a given table', () => {
    const table: ProxyEntry[] = [{ method: 'DELETE', pattern: '/schedule/v1/schedule/:id', access: 'student' }];
    expect(matchProxyRoute('DELETE', '/schedule/v1/schedule/abc_1', table)?.params).toEqual({ id: 'abc_1' });
    expect(matchProxyRoute('DELETE', '/schedule/v1/schedule/a.b', table)).toBeNull();
  });
});
