import { expect, test } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { balanceOf } from './balance';
import { registeredLearner } from './payment-helpers';

// Stages and approvals (docs/requests.md): on a 360 px phone, in English and Arabic, a learner skips the
// Parking stage on the Courses tab; the dashboard's total and remaining drop by the same amount and
// Payments lists the skip as "Stage skipped".

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 120_000 });

const M = { en, ar } as const;
const PARKING = { en: 'Parking', ar: 'المواقف' } as const;
for (const lang of ['en', 'ar'] as const) {
  const m = M[lang];

  test(`${lang}: skipping Parking takes its price off the balance, and Payments shows the skip`, async ({ page, request }) => {
    const learner = await registeredLearner(request, { stagePayment: true, received: true });
    await logIn(page, learner, lang, { open: true });
    await page.waitForURL(new RegExp(`/${lang}/dashboard`));
    const before = await balanceOf(page, lang);

    await page.goto(`/${lang}/dashboard/courses`);
    await page.getByRole('button', { name: m.courses.skipStageFor.replace('{stage}', PARKING[lang]) }).click();
    await page.waitForURL(/skipped=1/);
    await expect(page.getByRole('button', { name: m.courses.skipStageFor.replace('{stage}', PARKING[lang]) })).toHaveCount(0);

    const after = await balanceOf(page, lang);
    const price = before.total - after.total;
    expect(price).toBeGreaterThan(0);
    expect(before.remaining - after.remaining).toBe(price);

    await page.goto(`/${lang}/dashboard/payments`);
    const rows = page.getByRole('table', { name: m.paymentHistory.caption }).getByRole('row').filter({ hasText: m.paymentHistory.statusSkipped });
    await expect(rows).toHaveCount(1);
  });
}
