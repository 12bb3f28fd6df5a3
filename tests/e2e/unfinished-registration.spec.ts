import { expect, test, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { fillPasswordLogin, loginWithPassword } from './auth-helpers';
import { hydrated } from './support';

// Issue 21 item 12: learners who have not finished registration logged in to "Unable to load your
// course" (the API answers 409 stage_out_of_order) with no way to the wizard. Login and the dashboard
// now send them to the wizard at their step. The seeded Omar (personal details next) and Fatima
// (choosing a course) are only looked at here, never moved on, so other journeys can rely on them.

test.use({ viewport: { width: 412, height: 915 } });

const M = { en, ar } as const;
const LEARNERS = [
  { who: 'Omar', account: { startingCode: '52', number: '7654321' }, card: 'personal', heading: (m: typeof en) => m.personalDetails.title },
  { who: 'Fatima', account: { startingCode: '55', number: '2468024' }, card: 'course', heading: (m: typeof en) => m.course.title },
] as const;

/** A goto whose landing page is asserted after it: a redirect the open page starts meanwhile aborts it harmlessly. */
async function gotoRacingRedirect(page: Page, path: string) {
  await page.goto(path).catch((err: Error) => {
    if (!/ERR_ABORTED/.test(err.message)) throw err;
  });
}

for (const lang of ['en', 'ar'] as const) {
  const m = M[lang];
  for (const { who, account, card, heading } of LEARNERS) {
    test(`${lang}: ${who} logs in to the wizard at the ${card} step, and the dashboard sends them back there`, async ({ page }) => {
      await loginWithPassword(page, account, lang);
      await page.waitForURL(`**/${lang}/signup/onboard`);
      const main = page.getByRole('main');
      const steps = main.getByRole('list', { name: m.onboard.stepsTitle });
      await expect(steps.locator('[aria-current="step"]')).toContainText(m.onboard.steps[card]);
      await expect(main.getByRole('heading', { name: heading(m) })).toBeVisible();
      await expect(page.getByText(m.dashboard.loadFailed)).toHaveCount(0);

      // the wizard's own scripts may still be settling: a redirect racing them aborts goto, and the
      // landing page below is what is asserted
      await gotoRacingRedirect(page, `/${lang}/dashboard`);
      await page.waitForURL(`**/${lang}/signup/onboard`);
      await expect(steps.locator('[aria-current="step"]')).toContainText(m.onboard.steps[card]);
      // the payment page has no course to show them either: it says so and leads to the wizard
      await page.goto(`/${lang}/dashboard/payment`);
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: m.paymentPage.notRegistered })).toBeVisible();
      await expect(page.getByText(m.paymentPage.loadFailed)).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: m.paymentPage.finishRegistration }).click();
      await page.waitForURL(`**/${lang}/signup/onboard`);
      await expect(steps.locator('[aria-current="step"]')).toContainText(m.onboard.steps[card]);

      // a login that was asked for the dashboard (?returnTo=) lands on the wizard too
      // (the wizard left open sees its session end, and its own way to the login can race this goto)
      await page.context().clearCookies();
      await gotoRacingRedirect(page, `/${lang}/dashboard`);
      await page.waitForURL(/\/auth\/login\?returnTo=/);
      await hydrated(page);
      await fillPasswordLogin(page, { ...account, lang });
      await page.waitForURL(`**/${lang}/signup/onboard`);
      await expect(steps.locator('[aria-current="step"]')).toContainText(m.onboard.steps[card]);
    });
  }
}
