import { expect, test, type Locator, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { expectNoAxeViolations } from './axe';
import { PAGES, PHONE, phoneTest, sidewaysOverflow, type Lang } from './phone-pages';

// Issue 22: at 360 px no page scrolls sideways, in English or Arabic (the English dashboard pages
// scrolled 8 px; the payments and invoice tables ran off the screen). Every page is walked as the
// learner it is for, and a learner's footer offers no Register or Login; the open bell and account
// menu are checked too. /dev/ is checked at 412 px. The same load of each page is also the phone
// walk's accessibility check (axe, WCAG 2.2 A + AA: a11y.spec.ts has the states reached by acting).

const M = { en, ar } as const;

test.use({ viewport: PHONE });

/** Wholly between the screen's left and right edges (a tall page may hold it below the fold). */
async function expectWithinWidth(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.x, 'starts on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends on screen').toBeLessThanOrEqual(PHONE.width);
}

async function expectNoSidewaysScroll(page: Page) {
  const { overflow, culprits, offscreen } = await sidewaysOverflow(page);
  expect(overflow, `${page.url()} scrolls sideways by ${overflow}px: ${culprits.join(', ')}`).toBe(0);
  expect(offscreen, `${page.url()} has text off the screen`).toEqual([]);
}

/** A signed-in learner's footer offers neither Register nor Login (the sign-up payment error page did). */
async function expectSignedInFooter(page: Page, lang: Lang) {
  const footer = page.getByRole('contentinfo');
  await expect(footer, page.url()).toBeVisible();
  await expect(footer.getByRole('link', { name: M[lang].footer.login, exact: true }), page.url()).toHaveCount(0);
  await expect(footer.getByRole('link', { name: M[lang].footer.signup, exact: true }), page.url()).toHaveCount(0);
}

// One test per page (they spread over the workers), the learners logged in once per worker (phoneTest).
for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  phoneTest.describe(`${lang} at 360 px`, () => {
    for (const { path, who } of PAGES) {
      phoneTest(`${path || '/'} as ${who} fits the screen and has no WCAG 2.2 AA violations`, async ({ page, learners }) => {
        const tab = who === 'visitor' ? page : await learners.contexts[who].newPage();
        try {
          await tab.goto(`/${lang}${path.replace('{payment}', learners.payment)}`);
          await tab.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(tab);
          if (who !== 'visitor') await expectSignedInFooter(tab, lang);
          await expectNoAxeViolations(tab);
        } finally {
          if (who !== 'visitor') await tab.close();
        }
      });
    }

    // The header's open states: the bell's panel and the account menu.
    phoneTest('the open bell and the open account menu fit the screen and have no WCAG 2.2 AA violations', async ({ learners }) => {
      const tab = await learners.contexts.aisha.newPage();
      try {
        await tab.goto(`/${lang}/dashboard`);
        await tab.waitForLoadState('networkidle');
        await tab.getByRole('banner').getByRole('button', { name: M[lang].notifications.open }).click();
        const bell = tab.getByRole('region', { name: M[lang].notifications.title });
        await expect(bell).toBeVisible();
        await expectNoSidewaysScroll(tab);
        await expect(bell.getByRole('list')).not.toHaveAttribute('aria-busy');
        await expectNoAxeViolations(tab);
        await tab.keyboard.press('Escape');
        await tab.getByRole('banner').locator('summary').click();
        await expectNoSidewaysScroll(tab);
        await expectNoAxeViolations(tab);
      } finally {
        await tab.close();
      }
    });

    phoneTest('the payments and invoice tables reflow into labelled rows', async ({ learners }) => {
      const tab = await learners.contexts.registered.newPage();
      try {
        const t = M[lang].paymentHistory;
        await tab.goto(`/${lang}/dashboard/payments`);
        const history = tab.getByRole('table', { name: t.caption });
        // Still a table to a screen reader, each cell shown with its column's name.
        const amount = history.getByRole('cell', { name: /\d+\.\d{2}/ }).first();
        await expectWithinWidth(amount);
        await expect(amount).toHaveAttribute('data-label', t.amount);
        await expectWithinWidth(history.getByRole('link').first());
        const label = await amount.evaluate((td) => getComputedStyle(td, '::before').content);
        expect(label).toBe(`"${t.amount}"`);

        await tab.goto(`/${lang}/dashboard/payments/${learners.payment}`);
        const lines = tab.getByRole('table', { name: t.linesCaption });
        await expect(lines).toBeVisible();
        expect((await lines.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
        await expect(lines.getByRole('columnheader', { name: t.lineTotal })).toHaveCount(1);
        const lineTotal = lines
          .getByRole('cell')
          .filter({ hasText: /\d\.\d{2}/ })
          .last();
        await expect(lineTotal).toHaveAttribute('data-label', t.lineTotal);
        await expectWithinWidth(lineTotal);

        // The dashboard's nine tabs (D§2) all on screen (Schedules and My Account were off the edge, no cue).
        const tabs = tab.getByRole('navigation', { name: M[lang].dashboard.tabs.label }).getByRole('link');
        await expect(tabs).toHaveCount(9);
        for (const link of await tabs.all()) await expectWithinWidth(link);
      } finally {
        await tab.close();
      }
    });
  });
}

test.describe('/dev/ at 412 px', () => {
  test.use({ viewport: { width: 412, height: 900 } });
  test('the outbox fits the screen', async ({ page }) => {
    await page.goto('/dev/');
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  });
});
