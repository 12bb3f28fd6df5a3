import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AISHA, logIn } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { learnerWithCourse } from './payment-helpers';
import { PHONE, phoneTest } from './phone-pages';
import { hydrated } from './support';

// Automated accessibility check (WCAG 2.2 A + AA rules of axe-core) on the public pages in both
// languages, a form showing its validation errors, and every logged-in page and state on a 360 px
// phone (issue 22); plus the keyboard path through the sign-up page. axe finds about a third of WCAG
// problems: the rest needs people.

/** Aisha's cookies, from one login per worker: the logged-in pages open as hers without the form each time. */
const aishaTest = test.extend<object, { aishaState: Awaited<ReturnType<BrowserContext['storageState']>> }>({
  aishaState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      expect(await logIn(context, AISHA)).toMatch(/\/en\/dashboard/);
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: async ({ aishaState }, provide) => provide(aishaState),
});

test.describe('axe: public pages', () => {
  for (const path of [
    '/en',
    '/ar',
    '/en/signup',
    '/ar/signup',
    '/en/auth/login',
    '/ar/auth/login',
    '/en/auth/forgot-password',
    '/en/page-not-found',
    '/ar/page-not-found',
    // payment links, logged out (the demo link is only looked at, never paid)
    '/en/payment-request/PL-DemoAishaParking00000001',
    '/ar/payment-request/PL-DemoAishaParking00000001',
    '/ar/dashboard/paymentlink/success',
    '/en/dashboard/paymentlink/error?reason=verify',
  ]) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('/en/signup with its validation errors shown has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/en/signup');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('axe: logged-in pages', () => {
  test('/en/dashboard and /ar/dashboard/my-account have no WCAG 2.2 AA violations', async ({ page }) => {
    await logIn(page, AISHA, 'en', { open: true });
    await expect(page).toHaveURL(/\/en\/dashboard/);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    await page.goto('/ar/dashboard/my-account');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  // Issue 10: the payments page (stages, fees, add-ons), editing the profile, the referral report.
  // Aisha logged in once per worker (the login form itself is checked above), her cookies reused.
  for (const path of [
    '/en/dashboard/payment',
    '/ar/dashboard/payment',
    '/ar/dashboard/profile/edit-profile',
    '/en/dashboard/my-referral-report/usr-aisha',
    // issue 11: the Schedules tab, booking (Aisha: the lecture hall open, practical unpaid)
    '/en/dashboard/schedules',
    '/ar/dashboard/schedules',
    '/en/dashboard/schedules/book?kind=lectureHall',
    '/ar/dashboard/schedules/book?kind=practical',
    // Aisha's completed lecture-hall session: the details with the rating and comment forms
    '/en/schedules/sch-aisha-theory-1',
    '/ar/schedules/sch-aisha-theory-1',
  ]) {
    aishaTest(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}`));
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});

// Issue 22: every page and state a learner meets, on a 360 px phone, in both languages. The pages of
// PAGES are walked once, by phone-width.spec.ts (axe and the sideways scroll on one load each); the
// states only reached by acting on a page are here. Each worker logs its learners in once (phoneTest's
// worker-scoped `learners`).
for (const lang of ['en', 'ar'] as const) {
  const m = { en, ar }[lang];
  phoneTest.describe(`axe at 360 px: ${lang}`, () => {
    phoneTest.use({ viewport: PHONE });

    // Every page of PAGES and the open bell and account menu: axe runs in phone-width.spec.ts's walk,
    // on the same page load as its no-sideways-scroll check (one walk of the pages, not two).

    phoneTest('booking a lecture-hall seat: the slots, then the confirm step', async ({ learners }) => {
      // not booked: Aisha stays as seeded
      const t = m.schedules;
      const tab = await learners.contexts.aisha.newPage();
      try {
        await tab.goto(`/${lang}/dashboard/schedules/book?kind=lectureHall`);
        const main = tab.getByRole('main');
        const group = main.getByRole('group', { name: t.slotsRangeLabel });
        if ((await group.count()) === 0) await main.getByRole('navigation', { name: t.slotsRangeLabel }).getByRole('link').last().click();
        await expect(group.getByRole('radio', { checked: true })).toBeEnabled();
        await expectNoAxeViolations(tab);
        await main.getByRole('button', { name: t.continue }).click();
        await expect(tab.getByRole('region', { name: t.confirmTitle })).toBeVisible();
        await expectNoAxeViolations(tab);
      } finally {
        await tab.close();
      }
    });

    // A learner of its own: opening the frame starts an order, which the shared one at the plan must not have.
    phoneTest('onboarding step 4: the payment frame open on the plan, the card page loaded inside it', async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: PHONE });
      try {
        const wizard = await context.newPage();
        expect(await logIn(wizard, await learnerWithCourse(request))).toMatch(/\/en\/signup\/onboard/);
        await wizard.goto(`/${lang}/signup/onboard`);
        await hydrated(wizard);
        await wizard.getByRole('main').getByRole('button', { name: m.payment.proceed }).click();
        const frame = wizard.frameLocator(`iframe[title="${m.payment.frameTitle}"]`);
        await expect(frame.getByRole('button', { name: lang === 'en' ? /^Pay / : /^ادفع / })).toBeVisible({ timeout: 20_000 });
        await expect(wizard.getByRole('list', { name: m.onboard.stepsTitle }).locator('[aria-current="step"]')).toContainText(
          m.onboard.steps.payment,
        );
        await expectNoAxeViolations(wizard);
      } finally {
        await context.close();
      }
    });
  });
}

interface FocusRing {
  /** What has focus: tag, name and a few attributes, for the failure message. */
  what: string;
  focusVisible: boolean;
  /** The indicator's width in CSS pixels (outline or box-shadow spread), 0 when none. */
  width: number;
  /** Contrast of the indicator's colour against the background around it (WCAG 1.4.11 asks 3:1). */
  contrast: number;
  inMain: boolean;
  inFooter: boolean;
  isSkipLink: boolean;
}

/** Reads the focused element's focus indicator (on its label when the control itself is visually hidden). */
function readFocusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    // A visually hidden file input shows its focus on the label that looks like a button.
    const shown = rect.width <= 1 || rect.height <= 1 ? (el.closest('label') ?? el) : el;
    const style = getComputedStyle(shown);
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // The ring sits outside the element (outline-offset), so it is seen against the parent's background.
    let bg = [255, 255, 255];
    for (let node = shown.parentElement; node; node = node.parentElement) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c[3] ?? 1) > 0.5) {
        bg = c;
        break;
      }
    }
    let width = 0;
    let color: number[] = [];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      width = parseFloat(style.outlineWidth);
      color = rgb(style.outlineColor);
    } else if (style.boxShadow !== 'none') {
      const spread = style.boxShadow.match(/(-?[\d.]+)px(?![^(]*\))/g)?.map(parseFloat) ?? [];
      width = Math.max(0, spread[3] ?? 0);
      color = rgb(style.boxShadow);
    }
    const [hi, lo] = [luminance(color), luminance(bg)].sort((a, b) => b - a) as [number, number];
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      what: `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}${el.getAttribute('name') ? ` name=${el.getAttribute('name')}` : ''}> ${name}`,
      focusVisible: el.matches(':focus-visible'),
      width,
      contrast: width > 0 ? (hi + 0.05) / (lo + 0.05) : 0,
      inMain: Boolean(el.closest('main')),
      inFooter: Boolean(el.closest('footer')),
      isSkipLink: el.classList.contains('skip-link'),
    };
  });
}

/** Tabs through the whole page from where focus is now, back round to the skip link. */
async function walkFocus(page: Page): Promise<FocusRing[]> {
  const stops: FocusRing[] = [];
  for (let i = 0; i < 150; i++) {
    const ring = await readFocusRing(page);
    if (!ring || (i > 0 && ring.isSkipLink)) break;
    stops.push(ring);
    await page.keyboard.press('Tab');
  }
  return stops;
}

/** Stops whose indicator is missing, thinner than 2px or under 3:1 against its background. */
const weakRings = (stops: FocusRing[]) =>
  stops
    .filter((s) => s.width < 2 || s.contrast < 3)
    .map((s) => `${s.what} (width ${s.width}px, contrast ${s.contrast.toFixed(2)}, :focus-visible ${s.focusVisible})`);

test('keyboard: /en/signup starts with the skip link, then the header, and always shows where focus is', async ({ page }) => {
  await page.goto('/en/signup');
  await page.waitForLoadState('networkidle');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Firstdrive Driving Centre home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'العربية' })).toBeFocused();

  const stops = await walkFocus(page);
  expect(weakRings(stops), 'focus stops without a visible focus indicator').toEqual([]);
  expect(stops.some((s) => s.what.startsWith('<button type=submit>'))).toBe(true);
  expect(stops.some((s) => s.inFooter)).toBe(true);

  // The skip link moves the keyboard past the header: the next stop is inside <main>.
  await page.goto('/en/signup');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect((await readFocusRing(page))?.inMain).toBe(true);
});

test('keyboard: every focus stop on the landing and login pages, in both languages, shows a focus indicator', async ({ page }) => {
  for (const path of ['/en', '/ar', '/en/auth/login', '/ar/auth/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const stops = await walkFocus(page);
    expect(stops.length, path).toBeGreaterThan(3);
    expect(weakRings(stops), `focus stops without a visible focus indicator on ${path}`).toEqual([]);
  }
});
