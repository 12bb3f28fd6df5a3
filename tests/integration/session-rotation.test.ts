import { sealData, unsealData } from 'iron-session';

// SESSION_PASSWORD rotation: "2:new,1:old" seals with the newest and still opens cookies sealed
// with the older one, so a deploy that rotates the secret does not log every learner out.

const OLD = 'o'.repeat(12) + 'p'.repeat(12) + 'q'.repeat(16);
const NEW = 'n'.repeat(12) + 'm'.repeat(12) + 'k'.repeat(16);
const verify = { purpose: 'signup', resetJWTToken: 'conv-1', phoneNumber: '971501234567', sentAt: 1 };

async function sessionModule(password: string) {
  const previous = process.env.SESSION_PASSWORD;
  process.env.SESSION_PASSWORD = password;
  try {
    let mod: typeof import('@/lib/session') | undefined;
    await jest.isolateModulesAsync(async () => {
      mod = await import('@/lib/session');
    });
    return mod!;
  } finally {
    if (previous === undefined) delete process.env.SESSION_PASSWORD;
    else process.env.SESSION_PASSWORD = previous;
  }
}

const request = (cookieName: string, seal: string) =>
  ({ cookies: { get: (name: string) => (name === cookieName ? { value: seal } : undefined) } }) as never;

describe('session password rotation', () => {
  it('opens a cookie sealed before the rotation and seals new ones with the newest password', async () => {
    const before = await sessionModule(OLD);
    const oldSeal = await sealData({ verify }, { password: before.sessionOptions.password, ttl: 3600 });

    const after = await sessionModule(`2:${NEW},1:${OLD}`);
    await expect(after.readSession(request(after.SESSION_COOKIE, oldSeal))).resolves.toMatchObject({ verify });

    const newSeal = await sealData({ verify }, { password: after.sessionOptions.password, ttl: 3600 });
    // Sealed with id 2: the new password alone opens it, the old one alone does not.
    await expect(unsealData(newSeal, { password: { 2: NEW } })).resolves.toMatchObject({ verify });
    await expect(unsealData(newSeal, { password: { 1: OLD } })).resolves.toEqual({});
  });

  it('treats a cookie sealed with a retired password as no session', async () => {
    const retired = await sealData({ verify }, { password: 'r'.repeat(20) + 's'.repeat(20), ttl: 3600 });
    const current = await sessionModule(`2:${NEW},1:${OLD}`);
    await expect(current.readSession(request(current.SESSION_COOKIE, retired))).resolves.toEqual({});
  });
});
