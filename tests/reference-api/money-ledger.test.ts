import { filsOf } from '../../reference-api/src/modules/money/aed';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { seed } from '../../reference-api/src/db/seed';
import { ledgerEntries, payments, studentCourses } from '../../reference-api/src/db/schema/index';
import type { PaymentDetails } from '../../lib/upstream/schemas/payment-history';
import type { StudentCourse } from '../../lib/upstream/schemas/onboarding';
import { learnerWith, pay, raiseAndPayFee, readCourse, readHistory, type Choice } from './support/money';
import { startPaymentRig, type PaymentRig } from './support/payments';
import { DEMO, get, login, post } from './support/test-app';

// Issue 21 "One ledger behind every amount": the course balance, the history, the invoices and the
// API's own ledger agree in integer fils; invoice lines carry unit, discount, net, VAT and total and
// add up to the totals; VAT is 5% of each line's net, halves up (docs/money.md); paid + remaining =
// total. Every figure is read as the portal reads it (its zod schemas).

let rig: PaymentRig;
beforeAll(async () => {
  rig = await startPaymentRig();
}, 120_000);
afterAll(async () => rig?.close());

const vatOf = (net: number) => Math.floor((net * 500 + 5000) / 10000);

/** The invariants of one invoice: each line, and the lines to the totals to the order's amount. */
function expectInvoiceAddsUp(inv: PaymentDetails) {
  for (const l of inv.lines) {
    expect(l.amountFils).toBe(l.unitFils * l.quantity);
    expect(l.netFils).toBe(l.amountFils - l.discountFils);
    expect(l.vatFils).toBe(l.payee === 'rta' ? 0 : vatOf(l.netFils));
    expect(l.totalFils).toBe(l.netFils + l.vatFils);
  }
  const sum = (pick: (l: PaymentDetails['lines'][number]) => number) => inv.lines.reduce((s, l) => s + pick(l), 0);
  const x = inv.totals;
  expect(sum((l) => (l.payee === 'centre' ? l.amountFils : 0))).toBe(x.centreFils);
  expect(sum((l) => (l.payee === 'rta' ? l.amountFils : 0))).toBe(x.rtaFils);
  expect(sum((l) => l.discountFils)).toBe(x.discountFils);
  expect(sum((l) => l.vatFils)).toBe(x.vatFils);
  expect(sum((l) => l.totalFils) - x.referralFils - x.walletFils + x.adjustmentFils).toBe(x.totalFils);
  expect(x.centreFils + x.rtaFils - x.discountFils + x.vatFils).toBe(sum((l) => l.totalFils));
  expect(x.adjustmentFils).toBe(0);
  expect(x.totalFils).toBe(inv.amountFils);
}

/** The balance and the history of one learner agree, and each settled order's ledger entries sum to zero. */
async function expectAgreement(token: string, userId: string, course: StudentCourse) {
  const b = course.balance!;
  expect(b.paidFils + b.remainingFils).toBe(b.totalFils);
  expect(b.centreFils - b.discountFils + b.vatFils + b.rtaFils - b.referralFils).toBe(b.totalFils);
  const { rows, invoices } = await readHistory(rig, token);
  invoices.forEach(expectInvoiceAddsUp);
  rows.forEach((r, i) => expect(invoices[i]!.totals.totalFils).toBe(r.amountFils));
  const courseOrders = invoices.filter((i) => i.kind === 'registration' || i.kind === 'stage');
  const received = courseOrders.filter((i) => i.status === 'success');
  const due = courseOrders.filter((i) => i.status === 'due_at_centre');
  // paid = what the course's paid invoices took (card or till, and the wallet drawn)
  const walletAtCentre = due.reduce((s, i) => s + i.totals.walletFils, 0);
  expect(b.paidFils).toBe(received.reduce((s, i) => s + i.totals.totalFils + i.totals.walletFils, 0) + walletAtCentre);
  expect(b.dueAtCentreFils).toBe(due.reduce((s, i) => s + i.totals.totalFils, 0));
  expect(b.referralFils).toBe(courseOrders.reduce((s, i) => s + i.totals.referralFils, 0));
  const entries = await rig.t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  const perOrder = new Map<string, number>();
  for (const e of entries) perOrder.set(e.orderId, (perOrder.get(e.orderId) ?? 0) + e.amountFils);
  for (const inv of invoices) expect([inv._id, perOrder.get(inv._id)]).toEqual([inv._id, inv.status === 'due_at_centre' ? inv.totals.totalFils : 0]);
  return { rows, invoices };
}

describe('the dashboard balance (issue 21 item 7)', () => {
  it('Aisha, seeded with her first stage paid, has the payment, its history row and invoice, and the balance shows it', async () => {
    const aisha = await login(rig.t.app, DEMO.aisha);
    const course = await readCourse(rig, aisha);
    const b = course.balance!;
    const { rows, invoices } = await readHistory(rig, aisha);
    const reg = invoices.find((i) => i.kind === 'registration')!;
    expect(rows.some((r) => r.kind === 'registration' && r.status === 'success')).toBe(true);
    expect(b.paidStages).toBe(1);
    expect(b.paidFils).toBe(reg.amountFils);
    expect(b.paidFils).toBeGreaterThan(0);
    expect(b.remainingFils).toBe(b.totalFils - reg.amountFils);
    expect(b.remainingFils).toBeLessThan(b.totalFils);
    expectInvoiceAddsUp(reg);
  });

  it('a data folder seeded before the ledger (stage marked paid, no payment) is repaired by the next seeding', async () => {
    const db = rig.t.handle.db;
    const [reg] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, 'usr-aisha'), eq(payments.kind, 'registration')));
    // the old seed's state: her first stage marked paid, no order, no ledger entries
    await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_immutable`);
    await db.delete(payments).where(eq(payments.orderId, reg!.orderId));
    await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_immutable`);
    await db.update(studentCourses).set({ paidStageIds: reg!.stageIds, isAddedInErp: true }).where(eq(studentCourses.userId, 'usr-aisha'));
    const aisha = await login(rig.t.app, DEMO.aisha);
    expect((await readCourse(rig, aisha)).balance!.paidFils).toBe(0);
    await seed(db);
    const b = (await readCourse(rig, aisha)).balance!;
    expect(b).toMatchObject({ paidStages: 1, paidFils: reg!.amountFils, remainingFils: b.totalFils - reg!.amountFils });
    expect((await readHistory(rig, aisha)).rows.filter((r) => r.kind === 'registration')).toHaveLength(1);
  });

  it('after paying the whole course online, paid is the course total (4 of 4 stages) and nothing remains', async () => {
    const { token, userId } = await learnerWith(rig, { plan: 0, stagePayment: false, extraMilestones: 0, promo: '', referral: false, walletFils: 0 });
    const before = await readCourse(rig, token);
    const opened = (await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    await pay(rig, opened.href);
    const b = (await readCourse(rig, token)).balance!;
    expect(b).toMatchObject({
      totalFils: before.plan.amount.totalWithDiscountFils,
      paidFils: before.plan.amount.totalWithDiscountFils,
      remainingFils: 0,
    });
    expect(b.paidStages).toBe(b.stages);
    expect(b.totalFils).toBeGreaterThan(0);
    await expectAgreement(token, userId, await readCourse(rig, token));
  });

  it('pay at the centre with a referral: the dashboard remaining is what Payments says is due (the AED 200 taken off)', async () => {
    const { token, userId } = await learnerWith(rig, { plan: 0, stagePayment: false, extraMilestones: 0, promo: '', referral: true, walletFils: 0 });
    const before = await readCourse(rig, token);
    const { paymentReference: orderId } = (await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token)).body.data;
    const course = await readCourse(rig, token);
    const { rows } = await expectAgreement(token, userId, course);
    const due = rows.find((r) => r._id === orderId)!;
    expect(due.status).toBe('due_at_centre');
    expect(course.balance).toMatchObject({ referralFils: 20000, paidFils: 0, remainingFils: due.amountFils, dueAtCentreFils: due.amountFils });
    expect(due.amountFils).toBe(before.plan.amount.totalWithDiscountFils - 20000);
    // the cashier takes the money: paid, nothing remains, still in agreement
    expect((await post(rig.t.app, `/payment/v1/staff/payments/${orderId}/received`, {}, await login(rig.t.app, DEMO.cashier))).status).toBe(200);
    const after = await readCourse(rig, token);
    expect(after.balance).toMatchObject({ paidFils: due.amountFils, remainingFils: 0, dueAtCentreFils: 0 });
    await expectAgreement(token, userId, after);
  });
});

describe('invoice lines (issue 21 item 8)', () => {
  it('with STANDARD15 each line shows unit, discount, net, VAT on the net and total, and the lines add up to the totals', async () => {
    const { token, userId } = await learnerWith(rig, {
      plan: 0,
      stagePayment: true,
      extraMilestones: 1,
      promo: 'STANDARD15',
      referral: false,
      walletFils: 0,
    });
    const opened = (await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    await pay(rig, opened.href);
    const { invoices } = await expectAgreement(token, userId, await readCourse(rig, token));
    const [inv] = invoices;
    expect(inv!.totals.discountFils).toBeGreaterThan(0);
    const registration = inv!.lines.find((l) => l.name.en === 'Centre registration')!;
    // 350.00 less 15% = 297.50 net; VAT 5% of the net = 14.88; total 312.38
    expect(registration).toMatchObject({ unitFils: 35000, discountFils: 5250, netFils: 29750, vatFils: 1488, totalFils: 31238 });
  });

  it('money taken twice for one registration: the second is received and owed back, the balance counts it once', async () => {
    const { token, userId } = await learnerWith(rig, {
      plan: 0,
      stagePayment: false,
      extraMilestones: 0,
      promo: 'WELCOME10',
      referral: false,
      walletFils: 0,
    });
    const first = (await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token)).body.data;
    const second = (await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: true, retryPayment: true }, token)).body.data;
    await pay(rig, second.href);
    await pay(rig, first.href);
    const course = await readCourse(rig, token);
    const { invoices } = await expectAgreement(token, userId, course);
    expect(invoices.map((i) => [i._id, i.status])).toEqual([
      [first.paymentReference, 'refund_due'],
      [second.paymentReference, 'success'],
    ]);
    const kept = await rig.t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, first.paymentReference));
    expect(kept.map((e) => [e.kind, e.amountFils]).sort()).toEqual([
      ['payment', -filsOf(first.amount)!],
      ['refund', filsOf(first.amount)],
    ]);
    expect(course.balance).toMatchObject({ paidFils: course.balance!.totalFils, remainingFils: 0 });
    // WELCOME10 on the centre registration: 350.00 − 35.00 = 315.00, VAT 15.75, total 330.75
    const line = invoices[1]!.lines.find((l) => l.name.en === 'Centre registration')!;
    expect(line).toMatchObject({ unitFils: 35000, discountFils: 3500, netFils: 31500, vatFils: 1575, totalFils: 33075 });
  });

  it('a ledger entry is never changed: a correction is a new entry', async () => {
    const [entry] = await rig.t.handle.db.select().from(ledgerEntries).limit(1);
    await expect(rig.t.handle.db.execute(sql`update ledger_entries set amount_fils = 0 where id = ${entry!.id}`)).rejects.toThrow();
    await expect(rig.t.handle.db.execute(sql`delete from ledger_entries where id = ${entry!.id}`)).rejects.toThrow();
  });
});

const choiceArb = fc.record({
  plan: fc.nat({ max: 7 }),
  stagePayment: fc.boolean(),
  extraMilestones: fc.nat({ max: 3 }),
  promo: fc.constantFrom('' as const, 'WELCOME10' as const, 'STANDARD15' as const),
  referral: fc.boolean(),
  walletFils: fc.constantFrom(0, 0, 2_550, 10_001),
  atCentre: fc.constantFrom('no' as const, 'due' as const, 'received' as const),
  nextStage: fc.boolean(),
  addon: fc.boolean(),
  fee: fc.option(fc.record({ code: fc.constantFrom('CTR-PARKING', 'RTA-TEST-FRI-SAT', 'CTR-MOCK'), quantity: fc.integer({ min: 1, max: 3 }) }), {
    nil: undefined,
  }),
});

describe('property: courses × plans × stages × promo × referral × wallet × add-ons × fees', () => {
  it('the balance, the history, the invoices and the ledger agree; lines add up; paid + remaining = total', async () => {
    const cashier = await login(rig.t.app, DEMO.cashier);
    // what the runs went through, so a generator that stopped reaching a path fails the test
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(choiceArb, async (c) => {
        const { token, userId } = await learnerWith(rig, c as Choice);
        const before = await readCourse(rig, token);
        const online = c.atCentre === 'no';
        const opened = await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: online }, token);
        expect(opened.status).toBe(200);
        if (online) await pay(rig, opened.body.data.href);
        else if (c.atCentre === 'received')
          await post(rig.t.app, `/payment/v1/staff/payments/${opened.body.data.paymentReference}/received`, {}, cashier);
        const registered = online || c.atCentre === 'received';
        const after = await readCourse(rig, token);
        // the plan step said what would remain; the dashboard says the same once paid
        if (registered && c.walletFils === 0) expect(after.balance!.remainingFils).toBe(before.remainingAfterFils);
        expect(after.balance!.totalFils).toBe(before.plan.amount.totalWithDiscountFils - before.quote.referralFils);
        if (registered && c.nextStage && after.balance!.remainingFils > 0) {
          const next = await post(rig.t.app, '/payment/v1/student/initiate', { isOnlinePayment: true }, token);
          if (next.status === 200) await pay(rig, next.body.data.href);
        }
        if (registered && c.addon) {
          const list = (await get(rig.t.app, '/payment/v1/student/elite-addons', token)).body.data as { _id: string }[];
          if (list[0]) {
            const bought = await post(rig.t.app, '/payment/v1/student/elite-addons/initiate', { selectedAddons: [list[0]._id] }, token);
            if (bought.status === 200) await pay(rig, bought.body.data.href, 'elite');
          }
        }
        if (registered && c.fee) await raiseAndPayFee(rig, token, userId, c.fee.code, c.fee.quantity);
        const final = await readCourse(rig, token);
        expect(final.balance!.totalFils).toBe(after.balance!.totalFils);
        const { invoices } = await expectAgreement(token, userId, final);
        for (const i of invoices) seen.add(`${i.kind}:${i.status}`);
        if (final.balance!.referralFils) seen.add('referral');
        if (invoices.some((i) => i.totals.discountFils)) seen.add('discount');
        if (invoices.some((i) => i.totals.walletFils)) seen.add('wallet');
      }),
      { numRuns: 16, seed: 2121, endOnFailure: true },
    );
    for (const path of [
      'registration:success',
      'registration:due_at_centre',
      'stage:success',
      'elite:success',
      'additional:success',
      'referral',
      'discount',
      'wallet',
    ]) {
      expect([path, seen.has(path)]).toEqual([path, true]);
    }
  }, 240_000);
});
