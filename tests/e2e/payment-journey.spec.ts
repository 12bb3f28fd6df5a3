import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AISHA, logIn } from './auth-helpers';
import { learnerAtPlan } from './onboarding-helpers';
import { DECLINED_CARD, payInFrame, SUCCESS_CARD } from './payment-helpers';
import { hydrated } from './support';

// A payment step that survives real life (issue 21 items 9, 10, 13, 14), on a 412 px phone in English
// and Arabic: a declined card keeps the learner on the plan with every choice and says why; a reload
// or a closed tab never locks the learner out; 'proceed' right after a promotion pays the amount
// shown; a registered learner's payment page opens at the next payable stage.

test.use({ viewport: { width: 412, height: 915 } });

const M = { en, ar } as const;
type Lang = keyof typeof M;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
const frameOf = (page: Page, lang: Lang) => page.locator(`iframe[title="${M[lang].payment.frameTitle}"]`);
const payable = async (main: Locator, lang: Lang) =>
  (
    await main
      .getByRole('region', { name: M[lang].plan.amountTitle })
      .getByText(M[lang].plan.payable)
      .locator('xpath=following-sibling::dd')
      .innerText()
  ).trim();
const figure = (text: string) => /[\d,]+\.\d\d/.exec(text)?.[0] ?? text;

/** Opens the promo box and applies WELCOME10 from the list of promotions on offer. */
async function applyWelcome(main: Locator, lang: Lang) {
  const m = M[lang];
  await main.getByText(m.plan.promoOpen).click();
  await main.getByRole('button', { name: fill(m.plan.applyNamed, { code: 'WELCOME10' }) }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const m = M[lang];

  test(`${lang}: a declined card keeps the plan, promotion and referral, says why, and the retry pays`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { main } = await learnerAtPlan(page, request, lang);
    await main.getByLabel(m.plan.plans.stagePayment).check();
    await expect(main.getByRole('checkbox', { name: /Practical|العملي/ })).not.toBeChecked();
    await applyWelcome(main, lang);
    await expect(
      main.getByRole('status').filter({ hasText: fill(m.plan.promoActive, { code: 'WELCOME10', name: '' }).replace(/[:：]\s*$/, '') }),
    ).toBeVisible();
    await main.getByRole('checkbox', { name: m.plan.hasReferral }).check();
    await main.getByRole('textbox', { name: m.plan.referralCode }).fill('FRIEND150');
    await main.getByRole('button', { name: m.plan.applyReferral }).click();
    await expect(main.getByText(/FRIEND150/)).toBeVisible();
    const before = await payable(main, lang);

    // the order the gateway sends the frame back with (through the API's web-hook)
    let orderId = '';
    page.on('request', (r) => {
      const ref = /\/payment\/redirect\?ref=([A-Za-z0-9_-]+)/.exec(r.url())?.[1];
      if (ref) orderId = ref;
    });
    await main.getByRole('button', { name: m.payment.proceed }).click();
    await expect(frameOf(page, lang)).toBeVisible();
    await payInFrame(page, DECLINED_CARD, lang);

    const alert = main.getByRole('alert').filter({ hasText: m.payment.reasons.declined });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(m.payment.failedTitle);
    await expect(alert).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`declined-${lang}-412-viewport.png`) });
    // nothing of the attempt under the failure: the frame and its 'in progress' page are gone at once
    await expect(frameOf(page, lang)).toHaveCount(0);
    await expect(page.getByText(m.payment.inProgress)).toHaveCount(0);
    // every choice kept: the plan, the stages, the promotion, the referral, the amount
    await expect(main.getByRole('heading', { name: m.plan.title })).toBeVisible();
    await expect(main.getByLabel(m.plan.plans.stagePayment)).toBeChecked();
    await expect(main.getByText(/WELCOME10/).first()).toBeVisible();
    await expect(main.getByText(/FRIEND150/)).toBeVisible();
    expect(await payable(main, lang)).toBe(before);
    await page.screenshot({ path: test.info().outputPath(`declined-${lang}-412.png`), fullPage: true });

    // a reload keeps the learner on the plan too (the API's stage is Payment Failed), and says so
    await page.reload();
    await hydrated(page);
    await expect(main.getByRole('alert').filter({ hasText: m.payment.failedTitle })).toBeVisible();
    await expect(main.getByLabel(m.plan.plans.stagePayment)).toBeChecked();

    // R§2: the registration's payment error page, for the order that failed
    expect(orderId).toMatch(/^REG-/);
    await page.goto(`/${lang}/signup/payment-error?order=${orderId}`);
    await expect(page.getByRole('heading', { name: m.payment.failedTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(m.payment.reasons.declined);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.screenshot({ path: test.info().outputPath(`payment-error-${lang}-412.png`), fullPage: true });
    await page.getByRole('link', { name: m.signupPaymentError.tryAgain }).click();
    await expect(main.getByRole('heading', { name: m.plan.title })).toBeVisible();
    await hydrated(page);

    await main.getByRole('button', { name: m.payment.proceed }).click();
    await payInFrame(page, SUCCESS_CARD, lang);
    await page.waitForURL(new RegExp(`/${lang}/(signup/thank-you|dashboard)`), { timeout: 30_000 });
  });

  test(`${lang}: a reload with the card frame open, a second tab, and a closed tab`, async ({ page, request, context }) => {
    test.setTimeout(90_000);
    const { main } = await learnerAtPlan(page, request, lang);
    await main.getByRole('button', { name: m.payment.proceed }).click();
    await expect(frameOf(page, lang)).toBeVisible();

    // the same tab, reloaded with the frame open: it carries on
    await page.reload();
    await hydrated(page);
    await main.getByRole('button', { name: m.payment.proceed }).click();
    await expect(frameOf(page, lang)).toBeVisible();
    await expect(main.getByText(m.payment.anotherTab)).toHaveCount(0);

    // a second live tab is refused
    const other = await context.newPage();
    await other.goto(`/${lang}/signup/onboard`);
    await hydrated(other);
    await other.getByRole('main').getByRole('button', { name: m.payment.proceed }).click();
    await expect(other.getByRole('alert').filter({ hasText: m.payment.anotherTab })).toBeVisible();

    // the first tab closed: the second one may pay
    await page.close();
    await other.reload();
    await hydrated(other);
    await other.getByRole('main').getByRole('button', { name: m.payment.proceed }).click();
    await expect(frameOf(other, lang)).toBeVisible();
    await expect(other.getByText(m.payment.anotherTab)).toHaveCount(0);
  });

  test(`${lang}: proceed at once after a promotion pays the amount shown`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { main } = await learnerAtPlan(page, request, lang);
    const full = await payable(main, lang);
    // a tap while the promotion is still on its way: kept, and sent once it has landed
    await applyWelcome(main, lang);
    await main.getByRole('button', { name: m.payment.proceed }).click();
    await expect(frameOf(page, lang)).toBeVisible({ timeout: 15_000 });
    const discounted = await payable(main, lang).catch(() => '');
    const pay = page.frameLocator(`iframe[title="${m.payment.frameTitle}"]`).getByRole('button', { name: lang === 'ar' ? /^ادفع / : /^Pay / });
    await expect(pay).toBeVisible();
    const asked = figure(await pay.innerText());
    expect(asked).not.toBe(figure(full));
    if (discounted) expect(asked).toBe(figure(discounted));
    await expect(page.getByText(m.errors.payment.amount_mismatch)).toHaveCount(0);

    // again, pressed the moment 'Promotion WELCOME10 applied' shows
    await page.reload();
    await hydrated(page);
    await main.getByRole('button', { name: m.plan.removePromo }).click();
    await expect(main.getByRole('button', { name: m.plan.removePromo })).toHaveCount(0);
    await applyWelcome(main, lang);
    await main.getByRole('status').filter({ hasText: 'WELCOME10' }).waitFor();
    await main.getByRole('button', { name: m.payment.proceed }).click();
    await expect(frameOf(page, lang)).toBeVisible({ timeout: 15_000 });
    expect(figure(await pay.innerText())).toBe(asked);
    await expect(page.getByText(m.errors.payment.amount_mismatch)).toHaveCount(0);
  });

  test(`${lang}: a learner with the first stage paid opens the payment page at the next payable stage`, async ({ page }) => {
    expect(await logIn(page, AISHA, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await page.goto(`/${lang}/dashboard/payment`);
    const stages = page.getByRole('region', { name: m.paymentPage.stagesTitle, exact: true });
    await hydrated(page);
    const now = await payable(stages, lang);
    expect(figure(now)).not.toBe('0.00');
    await expect(stages.getByText(m.payment.nothingToPay)).toHaveCount(0);
    await expect(stages.getByRole('button', { name: m.payment.proceed })).toBeEnabled();
    await expect(stages.getByRole('checkbox', { name: /Practical training|التدريب العملي/ })).toBeChecked();
    // later stages are stage by stage: no Full/Stage choice on show, and the amount keeps to one line
    await expect(stages.getByRole('radio', { name: m.plan.plans.fullPayment })).toBeHidden();
    const vat = stages.getByRole('region', { name: m.plan.amountTitle }).getByText(m.plan.vat).locator('xpath=following-sibling::dd//bdi');
    expect((await vat.boundingBox())!.height).toBeLessThan(32);
    await page.screenshot({ path: test.info().outputPath(`aisha-payment-${lang}-412.png`), fullPage: true });
  });
}
