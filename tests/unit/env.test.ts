import { parseSessionPasswords } from '@/lib/session';

// lib/env.ts refuses to start on a missing, short or published session password (issue 7 #1):
// each case loads the module afresh with its own environment.

type EnvModule = typeof import('@/lib/env');
const STRONG = 'Qm9vdHN0cmFwcGVkLXNlY3JldC0xMjM0NTY3ODkw';
const OTHER = 'b2xkZXItYnV0LXN0aWxsLXN0cm9uZy1zZWNyZXQtMQ';

async function loadEnv(vars: Record<string, string | undefined>): Promise<EnvModule> {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    let loaded: EnvModule | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import('@/lib/env');
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

const refusal = (vars: Record<string, string | undefined>) =>
  loadEnv(vars).then(
    () => 'started',
    (error: Error) => error.message,
  );

describe('SESSION_PASSWORD', () => {
  it('starts with a strong secret of its own', async () => {
    expect((await loadEnv({ SESSION_PASSWORD: STRONG })).env.SESSION_PASSWORD).toBe(STRONG);
  });

  it('refuses to start without one, saying what to do', async () => {
    const message = await refusal({ SESSION_PASSWORD: undefined });
    expect(message).toMatch(/^Invalid portal environment, refusing to start:/);
    expect(message).toContain('SESSION_PASSWORD: is required: at least 32 random characters');
  });

  it('refuses a short one', async () => {
    expect(await refusal({ SESSION_PASSWORD: 'x'.repeat(31) })).toContain('SESSION_PASSWORD: entry 1 is shorter than 32 characters');
  });

  it.each([
    'dev-only-session-password-change-me-0123456789',
    'please-change-me-before-production-0123456789',
    'CHANGEME-this-is-a-long-enough-password-0123',
    'my-dev-only-password-that-is-long-enough-000',
    'an-example-session-password-long-enough-1234',
    'secretsecretsecretsecretsecretsecret',
  ])('refuses the published development value and its look-alikes: %s', async (password) => {
    expect(await refusal({ SESSION_PASSWORD: password })).toContain('SESSION_PASSWORD: entry 1 is a published development value; generate a secret');
  });

  it('a password that merely contains the word once is not a look-alike', async () => {
    expect((await loadEnv({ SESSION_PASSWORD: 'Kq8-secret-vT3mZp9wLr2xNc7yHb4sJd6f' })).env.SESSION_PASSWORD).toContain('secret');
  });

  it('checks every entry of a rotation list', async () => {
    expect(await refusal({ SESSION_PASSWORD: `2:${STRONG},1:short` })).toContain('entry 1 is shorter than 32 characters');
    expect(await refusal({ SESSION_PASSWORD: `3:dev-only-session-password-change-me-0123456789,2:${STRONG}` })).toContain(
      'entry 3 is a published development value',
    );
    expect((await loadEnv({ SESSION_PASSWORD: `2:${STRONG},1:${OTHER}` })).env.SESSION_PASSWORD).toBe(`2:${STRONG},1:${OTHER}`);
  });

  it('a build seals nothing: it gets a throwaway password of its own', async () => {
    const a = await loadEnv({ SESSION_PASSWORD: undefined, NEXT_PHASE: 'phase-production-build' });
    const b = await loadEnv({ SESSION_PASSWORD: undefined, NEXT_PHASE: 'phase-production-build' });
    expect(a.env.SESSION_PASSWORD.length).toBeGreaterThanOrEqual(32);
    expect(a.env.SESSION_PASSWORD).not.toBe(b.env.SESSION_PASSWORD);
  });
});

describe('other settings', () => {
  it('secure cookies by default in production, unless explicitly made insecure', async () => {
    expect((await loadEnv({ SESSION_PASSWORD: STRONG, NODE_ENV: 'production', SECURE_COOKIES: undefined })).env.SECURE_COOKIES).toBe(true);
    expect((await loadEnv({ SESSION_PASSWORD: STRONG, NODE_ENV: 'production', PORTAL_INSECURE_COOKIES: '1' })).env.SECURE_COOKIES).toBe(false);
    expect((await loadEnv({ SESSION_PASSWORD: STRONG, NODE_ENV: 'test', SECURE_COOKIES: '1' })).env.SECURE_COOKIES).toBe(true);
  });

  it('refuses a portal token too short to prove anything, and a trusted-hop count out of range', async () => {
    expect(await refusal({ SESSION_PASSWORD: STRONG, PORTAL_INTERNAL_TOKEN: 'short' })).toContain('PORTAL_INTERNAL_TOKEN');
    expect(await refusal({ SESSION_PASSWORD: STRONG, TRUSTED_PROXY_HOPS: '11' })).toContain('TRUSTED_PROXY_HOPS');
    expect(await refusal({ SESSION_PASSWORD: STRONG, TRUSTED_PROXY_HOPS: '-1' })).toContain('TRUSTED_PROXY_HOPS');
  });

  it('refuses an API_URL that is not a URL', async () => {
    expect(await refusal({ SESSION_PASSWORD: STRONG, API_URL: 'not a url' })).toContain('API_URL');
  });
});

describe('parseSessionPasswords (iron-session)', () => {
  it('keeps a single password as it is', () => {
    expect(parseSessionPasswords(STRONG)).toBe(STRONG);
  });

  it('reads a rotation list by id (the highest seals, all unseal)', () => {
    expect(parseSessionPasswords(`2:${STRONG},1:${OTHER}`)).toEqual({ '2': STRONG, '1': OTHER });
  });
});
