import { DEMO, expectError, fieldCodes, get, login, newLearner, put, startTestApp, type TestApp } from './support/test-app';

// Editing a profile (issue 10, D§ My account): the learner changes name, e-mail, lecture language and
// branch under the sign-up's rules; a new e-mail is unverified again and one another account holds is
// refused by the unique index; nothing else of the record can be changed this way.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

const learner = async () => ({ token: await newLearner(t.app) });

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Layla  Hassan',
  email: `layla.${Date.now()}.${Math.random().toString(36).slice(2)}@example.ae`,
  studentDetails: { language: 'lang-ar' },
  trainingBranchId: 'br-mirdif',
  ...over,
});

describe('PUT /user/v1/student', () => {
  it('saves what a learner may change, and a new e-mail must be verified again', async () => {
    const { token } = await learner();
    const wanted = body({ roles: ['admin'], walletAmount: 999999, currentStage: 'homeScreen' });
    const res = await put(t.app, '/user/v1/student', wanted, token);
    expect(res.status).toBe(200);
    const me = (await get(t.app, '/user/v1/student/profile', token)).body.data;
    expect(me).toMatchObject({ name: 'Layla Hassan', email: wanted.email, emailVerified: false, trainingBranchId: 'br-mirdif', roles: ['student'] });
    expect(me.studentDetails.language).toBe('lang-ar');
    expect(me.walletAmount).toBe(0);
    expect(me.currentStage).toBe('personalDetails');
  });

  it('applies the sign-up rules field by field', async () => {
    const { token } = await learner();
    const bad = await put(t.app, '/user/v1/student', body({ name: 'R2-D2', email: 'not-an-email' }), token);
    expect(bad.status).toBe(400);
    const branch = await put(t.app, '/user/v1/student', body({ trainingBranchId: 'br-main', studentDetails: { language: 'klingon' } }), token);
    expect(branch.status).toBe(400);
    expect(fieldCodes(branch.body)).toEqual({ trainingBranchId: 'unavailable', 'studentDetails.language': 'invalid' });
  });

  it('refuses an e-mail another account holds (the unique index decides), and staff tokens', async () => {
    const { token } = await learner();
    expectError(await put(t.app, '/user/v1/student', body({ email: 'AISHA.RAHMAN@example.ae' }), token), 409, 'email_taken');
    const cashier = await login(t.app, DEMO.cashier);
    expectError(await put(t.app, '/user/v1/student', body(), cashier), 403, 'forbidden');
    expectError(await put(t.app, '/user/v1/student', body()), 401, 'unauthorized');
  });

  it("is served at D§7's path only (one way)", async () => {
    const { token } = await learner();
    // the profile's path is a read only now
    expectError(await put(t.app, '/user/v1/student/profile', body(), token), 405, 'method_not_allowed');
  });

  it('two learners racing for one new e-mail: exactly one gets it', async () => {
    const [a, b] = await Promise.all([learner(), learner()]);
    const email = `race.${Date.now()}@example.ae`;
    const answers = await Promise.all([a, b].map(({ token }) => put(t.app, '/user/v1/student', body({ email }), token)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
