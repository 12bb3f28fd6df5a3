import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { registeredLearner } from './payment-helpers';

// Payment history and the invoice (issue 10, D§2, D§7, R§9): a learner registered at the centre
// sees the order in Payments, opens its details and downloads invoice-{id}.pdf, which says what the
// page says, in English and in Arabic.

test.describe.configure({ timeout: 120_000 });

const MESSAGES = { en, ar } as const;
// bidi marks pdftotext adds around runs are not text a reader sees
const plain = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '');

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a learner opens Payments, the payment's details, and downloads its invoice`, async ({ page, request }) => {
    const t = MESSAGES[lang].paymentHistory;
    const learner = await registeredLearner(request);
    expect(await logIn(page, learner, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await page.goto(`/${lang}/dashboard/payments`);

    const history = page.getByRole('table', { name: t.caption });
    await expect(history).toBeVisible();
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the one order
    await expect(rows.nth(1)).toContainText(t.statusDue);
    const link = rows.nth(1).getByRole('link');
    const id = (await link.textContent())!.trim();
    expect(id).toMatch(/^REG-/);
    await link.click();
    await page.waitForURL(new RegExp(`/${lang}/dashboard/payments/${id}$`));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.detailsTitle })).toBeVisible();
    await expect(main.getByRole('table', { name: t.linesCaption })).toBeVisible();
    const totalRow = main.getByRole('table', { name: t.totalsCaption }).getByRole('row', { name: new RegExp(t.totalPaid) });
    const total = (await totalRow.getByRole('cell').textContent())!.trim();
    const amount = /[\d,]+\.\d{2}/.exec(total)![0];

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: t.download }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);
    const text = plain(execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' }));
    expect(text).toContain(id);
    expect(text).toContain(amount);
    // one brand: the invoice's issuer is the centre the portal names (issue 22)
    expect(text).toContain(MESSAGES[lang].meta.siteName);
    if (lang === 'en') {
      expect(text).toContain(en.invoice.title);
      expect(text).toContain(`AED ${amount}`);
    } else {
      // the text copies back letter for letter (issue 22: Amiri, lib/pdf/fonts.ts)
      expect(text).toContain(ar.invoice.title);
      expect(text).toContain(ar.invoice.totalPaid);
      expect(text).toContain(`د.إ ${amount}`);
    }
  });
}

test('another learner cannot download someone else’s invoice', async ({ page, request }) => {
  const owner = await registeredLearner(request);
  expect(await logIn(page, owner, 'en')).toMatch(/\/en\/dashboard/);
  await page.goto('/en/dashboard/payments');
  const id = (await page.getByRole('table', { name: en.paymentHistory.caption }).getByRole('link').first().textContent())!.trim();
  // off the page first: its scripts would answer the gap between the two logins by reloading to login
  await page.goto('about:blank');
  await page.context().clearCookies();

  const other = await registeredLearner(request);
  expect(await logIn(page, other, 'en')).toMatch(/\/en\/dashboard/);
  const res = await page.request.get(`/en/invoice/${id}/pdf`);
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  await page.goto(`/en/dashboard/payments/${id}`);
  await expect(page.getByRole('alert').filter({ hasText: en.paymentHistory.detailsFailed })).toBeVisible();
  // following the download link itself: back to the details with D§8's 'Failed to download pdf'
  await page.goto(`/en/invoice/${id}/pdf`);
  await expect(page).toHaveURL(new RegExp(`/en/dashboard/payments/${id}\\?pdf=failed$`));
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: en.paymentHistory.downloadFailed })).toBeVisible();
});
