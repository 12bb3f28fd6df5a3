import { eq } from 'drizzle-orm';
import { seed } from '../../reference-api/src/db/seed';
import { referralCodes } from '../../reference-api/src/db/schema/index';
import { learnerAtPlan } from './support/payments';
import { DEMO, expectError, get, login, post, startTestApp, type TestApp } from './support/test-app';

// cancell-referral (D§4 "Referral can be applied, removed or cancelled", D§7, issue 27): the owner of a
// code cancels it; no one can apply it afterwards; only the owner can; once, even when asked twice at once.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('POST cancell-referral', () => {
  it('another learner’s code is 404, an unknown one too; no token 401; staff 403', async () => {
    const omar = await login(t.app, DEMO.omar);
    expectError(await post(t.app, '/cancell-referral', { referralCode: 'AISHA200' }, omar), 404, 'not_found');
    // a code without an owner (the centre's own) is no learner's to cancel
    expectError(await post(t.app, '/cancell-referral', { referralCode: 'FRIEND150' }, omar), 404, 'not_found');
    expectError(await post(t.app, '/cancell-referral', { referralCode: 'AISHA200' }), 401, 'unauthorized');
    expectError(await post(t.app, '/cancell-referral', { referralCode: 'AISHA200' }, await login(t.app, DEMO.cashier)), 403, 'forbidden');
    expectError(await post(t.app, '/cancell-referral', {}, omar), 400, 'invalid_data');
    const [row] = await t.handle.db.select().from(referralCodes).where(eq(referralCodes.code, 'AISHA200'));
    expect(row).toMatchObject({ isActive: true, cancelledAt: null });
  });

  it('the owner cancels once (two at once: one 200, one 409); the code can no longer be applied, even after a restart', async () => {
    const aisha = await login(t.app, DEMO.aisha);
    const aishaId = (await get(t.app, '/user/v1/student/profile', aisha)).body.data._id;
    expect((await get(t.app, `/referral-bonus/user/${aishaId}`, aisha)).body.data.referralCode).toBe('AISHA200');

    const answers = await Promise.all([
      post(t.app, '/cancell-referral', { referralCode: 'aisha200' }, aisha),
      post(t.app, '/cancell-referral', { referralCode: 'AISHA200' }, aisha),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    expect(won.body).toMatchObject({ message: 'Referral Cancelled Successfully !', data: { referralCode: 'AISHA200', isActive: false } });
    expectError(
      answers.find((a) => a.status === 409)!,
      409,
      'referral_already_cancelled',
    );

    expect((await get(t.app, `/referral-bonus/user/${aishaId}`, aisha)).body.data.referralCode).toBeNull();
    const referee = await learnerAtPlan(t);
    expectError(await post(t.app, '/apply-referral', { referral: 'AISHA200' }, referee), 400, 'referral_invalid');

    // the seed runs on every start: it must not bring a cancelled code back
    await seed(t.handle.db, { collections: false });
    const [row] = await t.handle.db.select().from(referralCodes).where(eq(referralCodes.code, 'AISHA200'));
    expect(row!.isActive).toBe(false);
    expect(row!.cancelledAt).toBeInstanceOf(Date);
  }, 60_000);
});
