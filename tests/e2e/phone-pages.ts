import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AISHA, createStudent, type Account, logIn } from './auth-helpers';
import { learnerWithCourse, learnerWithDetails, registeredLearner } from './payment-helpers';

// The pages issue 22 walks on a phone, in both languages, and the learners who see them: shared by
// the axe spec and the no-sideways-scroll spec, so both check the same list.

export type Lang = 'en' | 'ar';
export type Who = 'visitor' | 'registered' | 'registering' | 'atCourse' | 'atPlan' | 'aisha';

/** Paths without the language prefix ('' is the landing page); `{payment}` is the registered learner's order. */
export const PAGES: readonly { path: string; who: Who }[] = [
  { path: '', who: 'visitor' },
  { path: '/signup', who: 'visitor' },
  { path: '/auth/login', who: 'visitor' },
  { path: '/auth/forgot-password', who: 'visitor' },
  { path: '/page-not-found', who: 'visitor' },
  { path: '/payment-request/PL-DemoAishaParking00000001', who: 'visitor' },
  { path: '/dashboard/paymentlink/success', who: 'visitor' },
  { path: '/dashboard/paymentlink/error?reason=verify', who: 'visitor' },
  { path: '/dashboard/paymentlink/cancelled', who: 'visitor' },
  { path: '/book-an-appointment', who: 'visitor' },
  { path: '/book-an-appointment/thank-you?at=2026-12-01T05:30:00.000Z', who: 'visitor' },
  { path: '/customer-feedback', who: 'visitor' },
  { path: '/customer-feedback-thank-you', who: 'visitor' },
  { path: '/signup/onboard', who: 'registering' },
  { path: '/signup/onboard', who: 'atCourse' },
  { path: '/signup/onboard', who: 'atPlan' },
  { path: '/signup/payment-error', who: 'atPlan' },
  { path: '/signup/thank-you', who: 'registered' },
  { path: '/dashboard', who: 'registered' },
  { path: '/dashboard/payments', who: 'registered' },
  { path: '/dashboard/payments/{payment}', who: 'registered' },
  { path: '/dashboard/payment', who: 'registered' },
  { path: '/dashboard/payment/thank-you', who: 'registered' },
  { path: '/dashboard/payment/error', who: 'registered' },
  { path: '/dashboard/documents', who: 'registered' },
  { path: '/dashboard/my-account', who: 'registered' },
  { path: '/dashboard/profile/edit-profile', who: 'registered' },
  { path: '/dashboard', who: 'aisha' },
  { path: '/dashboard/payments', who: 'aisha' },
  { path: '/dashboard/schedules', who: 'aisha' },
  { path: '/dashboard/rta-test-requests', who: 'registered' },
  { path: '/dashboard/schedules/book?kind=lectureHall', who: 'aisha' },
  { path: '/dashboard/schedules/book?kind=practical', who: 'aisha' },
  { path: '/schedules/sch-aisha-theory-1', who: 'aisha' },
  { path: '/dashboard/my-referral-report/usr-aisha', who: 'aisha' },
];

/** One logged-in browser context per kind of learner, opened once for a whole describe block. */
export async function learnerContexts(browser: Browser, request: APIRequestContext, viewport?: { width: number; height: number }) {
  const open = async (learner: Pick<Account, 'startingCode' | 'number'>) => {
    const context = await browser.newContext(viewport ? { viewport } : {});
    expect(await logIn(context, learner)).toMatch(/\/en\/(dashboard|signup\/onboard)/);
    return context;
  };
  const [registered, registering, atCourse, atPlan, aisha] = await Promise.all([
    registeredLearner(request).then(open),
    createStudent(request).then(open),
    learnerWithDetails(request).then(open),
    learnerWithCourse(request).then(open),
    open(AISHA),
  ]);
  // The registered learner's one order, for its details page.
  const probe = await registered.newPage();
  await probe.goto('/en/dashboard/payments');
  const payment = (await probe.getByRole('main').getByRole('table').getByRole('link').first().textContent())?.trim() ?? '';
  expect(payment).toMatch(/^REG-/);
  await probe.close();
  const contexts: Record<Exclude<Who, 'visitor'>, BrowserContext> = { registered, registering, atCourse, atPlan, aisha };
  return {
    contexts,
    payment,
    close: () => Promise.all(Object.values(contexts).map((c) => c.close())),
  };
}

export type Learners = Awaited<ReturnType<typeof learnerContexts>>;

export const PHONE = { width: 360, height: 740 } as const;

/**
 * `learners`: the logged-in contexts of learnerContexts at 360 px, made once per worker and shared by
 * its tests, so a walk can be one test per page (they run in parallel on the workers) without logging
 * five learners in for each. Tests must leave the learners as they found them (look, do not book or pay).
 */
export const phoneTest = test.extend<object, { learners: Learners }>({
  learners: [
    async ({ browser, playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const learners = await learnerContexts(browser, request, PHONE);
      await use(learners);
      await learners.close();
      await request.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** The current page's sideways overflow in CSS pixels (0 when nothing scrolls sideways), what sticks out, and text off the screen. */
export function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[]; offscreen: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 40)}`);
    // Text pushed past the left edge scrolls nowhere (an Arabic page cannot scroll to it), and text that
    // spills out of its box over a card's edge scrolls nothing at all, so scrollWidth misses both: look
    // for visible text outside the screen or outside its own box (the dashboard's Arabic amounts were).
    const offscreen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && offscreen.length < 5; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('[aria-hidden="true"], script, style, noscript')) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      // positioned boxes (a visually hidden table head, an open panel) are the box check's above
      let positioned = false;
      for (let el: Element | null = parent; el && el !== document.body && !positioned; el = el.parentElement) {
        const position = getComputedStyle(el).position;
        positioned = position === 'absolute' || position === 'fixed';
      }
      if (positioned) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // ... or spilling out of its own box (an amount wider than its column runs over the card's edge)
      let block: Element = parent;
      while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
      const own = getComputedStyle(block).overflowX === 'visible' ? block.getBoundingClientRect() : null;
      const spills = !!own && (box.left < own.left - 1 || box.right > own.right + 1);
      if (box.width > 1 && box.height > 1 && (box.left < -1 || box.right > width + 1 || spills)) {
        offscreen.push(
          `"${node.textContent.trim().slice(0, 30)}" in ${parent.tagName.toLowerCase()}.${String(parent.getAttribute('class') ?? '').slice(0, 40)}`,
        );
      }
    }
    return { overflow: Math.max(0, root.scrollWidth - width), culprits, offscreen };
  });
}
