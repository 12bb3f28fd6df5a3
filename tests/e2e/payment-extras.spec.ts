import { expect, test, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { DECLINED_CARD, payInFrame, raiseFee, registeredLearner, SUCCESS_CARD } from './payment-helpers';
import { hydrated } from './support';

// After registration (issue 9, R§3, R§4): a fee the centre raised and an elite add-on, each paid in the
// card frame through the gateway sandbox and its own web-hook; a declined card lands on the payment
// error page with R§8's words, in Arabic too, and the retry from there works.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function paymentsPage(page: Page, request: Parameters<typeof registeredLearner>[0], lang: 'en' | 'ar', fee?: string) {
  const learner = await registeredLearner(request);
  if (fee) await raiseFee(request, learner.id, fee);
  await logIn(page, learner, lang, { open: true });
  await page.waitForURL(new RegExp(`/${lang}/dashboard`));
  // through the Payments tab and its 'Make a payment' link: the card frame must load on a page reached that way too
  const m = lang === 'ar' ? ar : en;
  await page.getByRole('navigation', { name: m.dashboard.tabs.label }).getByRole('link', { name: m.dashboard.tabs.payments }).click();
  await page.waitForURL(new RegExp(`/${lang}/dashboard/payments$`));
  await page.getByRole('main').getByRole('link', { name: m.paymentHistory.pay }).click();
  await page.waitForURL(new RegExp(`/${lang}/dashboard/payment$`));
  await hydrated(page);
  return page.getByRole('main');
}

test('a learner pays an additional fee the centre raised, then an elite add-on', async ({ page, request }) => {
  const main = await paymentsPage(page, request, 'en', 'RTA-TEST-FRI-SAT');
  await expect(main.getByRole('status').filter({ hasText: en.paymentPage.atCentre })).toBeVisible();
  const fees = main.getByRole('region', { name: en.paymentPage.feesTitle, exact: true });
  await expect(fees.getByRole('checkbox', { name: /Friday\/Saturday RTA test/ })).toBeChecked();
  await fees.getByText(en.paymentPage.feeDetails).click();
  await expect(fees.getByText('rta-test-fri-sat')).toBeVisible();
  await fees.getByRole('button', { name: en.payment.proceed }).click();
  await payInFrame(page, SUCCESS_CARD);
  await expect(toast(page, en.payment.successTitle)).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(/\/en\/dashboard\/payment\/thank-you/, { timeout: 20_000 });

  await page.goto('/en/dashboard/payment');
  await hydrated(page);
  await expect(main.getByRole('list', { name: en.paymentPage.paidFees })).toContainText('Friday/Saturday RTA test');
  const addons = main.getByRole('region', { name: en.paymentPage.addonsTitle, exact: true });
  // R§4: the first add-on is chosen on load; choosing another adds it to the total
  await expect(addons.getByRole('checkbox', { name: /Pick-up and drop-off/ })).toBeChecked();
  await addons.getByRole('checkbox', { name: /Simulator pack/ }).click();
  await expect(addons.getByText(en.paymentPage.selectedTotal).locator('..')).toContainText('AED 567.00');
  await addons.getByRole('button', { name: en.payment.proceed }).click();
  await payInFrame(page, SUCCESS_CARD);
  await page.waitForURL(/\/en\/dashboard\/payment\/thank-you/, { timeout: 20_000 });
  await page.goto('/en/dashboard/payment');
  await expect(main.getByRole('list', { name: en.paymentPage.boughtAddons })).toContainText('Simulator pack');
  await expect(main.getByRole('checkbox', { name: /Mock road test/ })).toBeChecked();
});

test('in Arabic: a declined card shows the payment error page, and trying again pays', async ({ page, request }) => {
  const main = await paymentsPage(page, request, 'ar', 'CTR-PARKING');
  const fees = main.getByRole('region', { name: ar.paymentPage.feesTitle, exact: true });
  await fees.getByRole('button', { name: ar.payment.proceed }).click();
  await payInFrame(page, DECLINED_CARD, 'ar');
  await page.waitForURL(/\/ar\/dashboard\/payment\/error\?order=ADD-/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: ar.paymentPage.errorTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ar.payment.failedText })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: ar.paymentPage.tryAgain }).click();
  await page.waitForURL(/\/ar\/dashboard\/payment$/);
  await hydrated(page);
  await fees.getByRole('button', { name: ar.payment.proceed }).click();
  await payInFrame(page, SUCCESS_CARD, 'ar');
  await page.waitForURL(/\/ar\/dashboard\/payment\/thank-you/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: ar.paymentPage.thankYou })).toBeVisible();
});
