import { eq } from 'drizzle-orm';
import { ledgerEntries, stageSkips, studentCourses } from '../../reference-api/src/db/schema/index';
import { readCourse, readHistory } from './support/money';
import { startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, expectError, get, login, post } from './support/test-app';

// Stages and approvals (docs/requests.md): a learner skips a stage the course lets go. The stage's price
// leaves the balance through ledger entries (charge + adjustment, summing to zero), the skip shows in
// payment history, a second skip (also two at once) is refused, and only the learner's own course counts.

let rig: PaymentRig;
beforeAll(async () => {
  rig = await startPaymentRig();
}, 120_000);
afterAll(async () => rig?.close());

const SKIP = '/student/course/stage/skip/';

async function aisha() {
  const token = await login(rig.t.app, DEMO.aisha);
  const userId = (await get(rig.t.app, '/user/v1/student/profile', token)).body.data._id as string;
  const course = await readCourse(rig, token);
  const stages = course.plan.milestones.flatMap((m) => m.stages);
  return { token, userId, course, stages };
}

describe('POST student/course/stage/skip/', () => {
  it('refuses a stage the course does not let go, an unknown id, and a bad body', async () => {
    const { token, stages } = await aisha();
    const road = stages.find((s) => s._id.endsWith('-s-road'))!;
    expectError(await post(rig.t.app, SKIP, { stageId: road._id }, token), 409, 'stage_skip_refused');
    const res = await post(rig.t.app, SKIP, { stageId: 'no-such-stage' }, token);
    expectError(res, 409, 'stage_skip_refused');
    expect(res.body.message).toBe('Unable to skip this stage');
    expectError(await post(rig.t.app, SKIP, {}, token), 400, 'invalid_data');
    expect((await post(rig.t.app, SKIP, { stageId: road._id })).status).toBe(401);
  });

  it('takes the stage price off the balance by ledger entries, shows in history, and refuses a second skip sent at the same time', async () => {
    const { token, userId, course: before, stages } = await aisha();
    const parking = stages.find((s) => s._id.endsWith('-s-parking'))!;
    expect(parking.paid).toBe(false);
    // the course answer says so: the Courses tab offers the skip only where it is true
    expect(parking.skippable).toBe(true);
    const [a, b] = await Promise.all([
      post(rig.t.app, SKIP, { stageId: parking._id }, token),
      post(rig.t.app, SKIP, { stageId: parking._id }, token),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    const { orderId, amountFils } = won.body.data as { orderId: string; amountFils: number };
    expect(amountFils).toBeGreaterThan(0);

    // exactly one skip row, the ledger entries of its order sum to zero and carry the stage's price
    const skips = await rig.t.handle.db.select().from(stageSkips).where(eq(stageSkips.userId, userId));
    expect(skips.map((s) => s.stageId)).toEqual([parking._id]);
    const entries = await rig.t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(entries.reduce((s, e) => s + e.amountFils, 0)).toBe(0);
    const charge = entries.find((e) => e.kind === 'charge')!;
    expect(charge.lines!.map((l) => l.milestoneId)).toEqual(charge.lines!.map(() => expect.any(String)));

    // the balance: total and remaining drop by exactly the stage's price, paid is unchanged
    const after = await readCourse(rig, token);
    const b0 = before.balance!;
    const b1 = after.balance!;
    expect(b1.totalFils).toBe(b0.totalFils - amountFils);
    expect(b1.remainingFils).toBe(b0.remainingFils - amountFils);
    expect(b1.paidFils).toBe(b0.paidFils);
    expect(b1.paidFils + b1.remainingFils).toBe(b1.totalFils);
    expect(after.plan.milestones.flatMap((m) => m.stages).find((s) => s._id === parking._id)!.paid).toBe(true);
    const [row] = await rig.t.handle.db.select().from(studentCourses).where(eq(studentCourses.userId, userId));
    expect(row!.paidStageIds).toContain(parking._id);

    // payment history: the skip is a row of 0 AED, its invoice's lines come to the stage's price
    const { rows, invoices } = await readHistory(rig, token);
    const shown = rows.find((r) => r._id === orderId)!;
    expect(shown.status).toBe('skipped');
    expect(shown.amountFils).toBe(0);
    expect(shown.description.en).toMatch(/^Course stage skipped/);
    const inv = invoices.find((i) => i._id === orderId)!;
    expect(inv.totals.totalFils).toBe(0);
    expect(inv.lines.reduce((s, l) => s + l.totalFils, 0)).toBeGreaterThan(0);

    // a later skip of the same stage is refused too
    expectError(await post(rig.t.app, SKIP, { stageId: parking._id }, token), 409, 'stage_skip_refused');
  });

  it('refuses a stage an order due at the centre already charges', async () => {
    const { learnerWith } = await import('./support/money');
    const { token } = await learnerWith(rig, { plan: 0, stagePayment: false, extraMilestones: 0, promo: '', referral: false, walletFils: 0 });
    expect((await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token)).status).toBe(200);
    const parking = (await readCourse(rig, token)).plan.milestones.flatMap((m) => m.stages).find((s) => s._id.endsWith('-s-parking'))!;
    expectError(await post(rig.t.app, SKIP, { stageId: parking._id }, token), 409, 'stage_skip_refused');
  });

  it('a skip before the registration is paid takes its price off what the learner is asked to pay (full payment)', async () => {
    const { learnerWith } = await import('./support/money');
    const { token } = await learnerWith(rig, { plan: 0, stagePayment: false, extraMilestones: 0, promo: '', referral: false, walletFils: 0 });
    const before = await readCourse(rig, token);
    const parking = before.plan.milestones.flatMap((m) => m.stages).find((s) => s._id.endsWith('-s-parking'))!;
    const skipped = await post(rig.t.app, SKIP, { stageId: parking._id }, token);
    expect(skipped.status).toBe(200);
    const amountFils = skipped.body.data.amountFils as number;
    const after = (await readCourse(rig, token)).balance!;
    expect(after.totalFils).toBe(before.balance!.totalFils - amountFils);
    expect(after.paidFils).toBe(0);
    // the registration order then charges the rest, to the fils (the answer's amount is in AED)
    const opened = await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token);
    expect(opened.status).toBe(200);
    expect(Math.round(opened.body.data.amount * 100)).toBe(after.totalFils);
  });

  it("a skip only ever touches the token's own learner: Omar's call leaves Aisha's ledger as it was", async () => {
    const omar = await login(rig.t.app, DEMO.omar);
    const { userId } = await aisha();
    const before = await rig.t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    const res = await post(rig.t.app, SKIP, { stageId: 'lmv-std-s-parking' }, omar);
    expect([200, 409]).toContain(res.status);
    const after = await rig.t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    expect(after.length).toBe(before.length);
  });
});
