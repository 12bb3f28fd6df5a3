import { expect, test } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { balanceOf, fils } from './balance';
import { expectNoAxeViolations } from './axe';
import { apiLogin, payInFrame, registeredLearner, SUCCESS_CARD } from './payment-helpers';
import { apiURL, hydrated } from './support';

// Approvals (docs/requests.md "Stages and approvals"): on a phone, in English and Arabic, the centre
// offers extra training; the learner sees the card on the dashboard (axe-clean), approves it, the
// balance's total and remaining grow by exactly its price, and once she pays it through the additional
// fees, Payments lists it as a row of that amount.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 150_000 });

const M = { en, ar } as const;
const ADMIN = '971509990009';
const HOUR = { en: 'Practical class hour', ar: 'ساعة تدريب عملي' } as const;
for (const lang of ['en', 'ar'] as const) {
  const m = M[lang];

  test(`${lang}: approving the additional training adds its price to the balance, and paying it shows in Payments`, async ({ page, request }) => {
    const learner = await registeredLearner(request, { stagePayment: true, received: true });
    const res = await request.post(`${apiURL}/staff/additional-training`, {
      headers: { authorization: `Bearer ${await apiLogin(request, ADMIN)}` },
      data: { userId: learner.id, feeCode: 'CTR-PRAC-R', quantity: 3, reason: 'Failed the RTA road test' },
    });
    expect(res.status(), await res.text()).toBe(201);
    const offer = ((await res.json()) as { data: { totalFils: number } }).data;
    expect(offer.totalFils).toBe(36225);

    await logIn(page, learner, lang, { open: true });
    await page.waitForURL(new RegExp(`/${lang}/dashboard`));
    const before = await balanceOf(page, lang);
    const card = page.getByRole('main').getByRole('region', { name: m.approvals.trainingTitle });
    await expect(card).toContainText(`3 × ${HOUR[lang]}`);
    await expectNoAxeViolations(page);

    await hydrated(page);
    await card.getByRole('button', { name: m.approvals.approveFor.replace('{what}', `3 × ${HOUR[lang]}`) }).click();
    await page.waitForURL(/training=approved/);
    await expect(card.getByRole('status')).toHaveText(m.approvals.trainingApprovedDue);
    await expect(card.getByRole('button')).toHaveCount(0);

    const after = await balanceOf(page, lang);
    expect(after.total - before.total).toBe(offer.totalFils);
    expect(after.remaining - before.remaining).toBe(offer.totalFils);

    // paid through the additional fees (pre-selected on the payment page), then a row of Payments
    await page.goto(`/${lang}/dashboard/payment`);
    await hydrated(page);
    const fees = page.getByRole('main').getByRole('region', { name: m.paymentPage.feesTitle, exact: true });
    await expect(fees.getByRole('checkbox', { name: new RegExp(HOUR[lang]) })).toBeChecked();
    await fees.getByRole('button', { name: m.payment.proceed }).click();
    await payInFrame(page, SUCCESS_CARD, lang);
    await page.waitForURL(new RegExp(`/${lang}/dashboard/payment/thank-you`), { timeout: 20_000 });

    await page.goto(`/${lang}/dashboard/payments`);
    const rows = page.getByRole('table', { name: m.paymentHistory.caption }).getByRole('row').filter({ hasText: HOUR[lang] });
    await expect(rows).toHaveCount(1);
    expect(fils((await rows.textContent())!)).toBe(offer.totalFils);
    const paid = await balanceOf(page, lang);
    expect(paid.total).toBe(after.total);
    expect(paid.remaining).toBe(before.remaining);
  });
}
