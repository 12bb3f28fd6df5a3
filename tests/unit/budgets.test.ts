import { readdirSync } from 'node:fs';
import path from 'node:path';
import { budgetFailures, budgetForPath, budgetForRoute, isPageRoute } from '../../scripts/lib/budgets.mjs';

/** Every page.tsx under app/, as the build manifest names its route ('/[lang]/(public)/signup/page'). */
function pageRoutes(): string[] {
  const app = path.join(__dirname, '../../app');
  return (readdirSync(app, { recursive: true }) as string[])
    .filter((file) => /(^|\/)page\.tsx$/.test(file))
    .map(
      (file) =>
        `/${file
          .split(path.sep)
          .join('/')
          .replace(/\.tsx$/, '')}`,
    );
}

// The one budget table (issue 12): the in-browser check fails a page that downloads too much.

describe('budgets', () => {
  it('classifies pages and build routes alike', () => {
    expect(budgetForPath('/en')?.name).toBe('landing');
    expect(budgetForPath('/ar/auth/forgot-password/otp')?.name).toBe('sign-up, login, OTP');
    expect(budgetForPath('/en/dashboard/my-account')?.name).toBe('onboarding, dashboard');
    expect(budgetForRoute('/[lang]/(public)/signup/page')?.jsKb).toBe(150);
    expect(budgetForRoute('/[lang]/(student)/dashboard/my-account/page')?.jsKb).toBe(190);
    expect(budgetForRoute('/payment/redirect/page')?.name).toBe('payment return');
    expect(budgetForPath('/payment/redirect')?.name).toBe('payment return');
    expect(budgetForPath('/ar/dashboard/paymentlink/success')?.name).toBe('plain pages');
    expect(budgetForPath('/en/signup/payment-error')?.name).toBe('dashboard reading pages');
  });

  it('gives every page of the app a budget (check-budgets.mjs fails a built page with none)', () => {
    const pages = pageRoutes();
    expect(pages).toContain('/payment/redirect/page');
    expect(pages.length).toBeGreaterThan(35);
    expect(pages.filter((route) => !budgetForRoute(route))).toEqual([]);
    for (const extra of ['/_not-found/page', '/not-found', '/[lang]/not-found', '/[lang]/[...rest]/not-found'])
      expect(budgetForRoute(extra)).toBeDefined();
    expect(isPageRoute('/[lang]/(student)/dashboard/layout')).toBe(false);
    expect(isPageRoute('/[lang]/invoice/[id]/pdf/route')).toBe(false);
    expect(isPageRoute('/[lang]/(student)/dashboard/documents/page')).toBe(true);
  });

  it('passes a page within its budget and names the figure of one over it', () => {
    expect(budgetFailures({ path: '/en/signup', lang: 'en', jsBytes: 147_400, totalBytes: 178_000 })).toEqual([]);
    expect(budgetFailures({ path: '/en/signup', lang: 'en', jsBytes: 152_500, totalBytes: 178_000 })).toEqual([
      '/en/signup: 152.5 kB of JavaScript before interaction, budget 150 kB (sign-up, login, OTP)',
    ]);
    expect(budgetFailures({ path: '/ar', lang: 'ar', jsBytes: 0, totalBytes: 190 * 1024 })).toEqual([
      '/ar: 190.0 KiB downloaded before interaction, budget 180 KiB (landing)',
    ]);
    expect(budgetFailures({ path: '/en', lang: 'en', jsBytes: 0, totalBytes: 151 * 1024 })).toHaveLength(1);
    expect(budgetFailures({ path: '/en/unknown', lang: 'en', jsBytes: 0, totalBytes: 0 })).toEqual(['/en/unknown: no budget covers this page']);
  });
});
