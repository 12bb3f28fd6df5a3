import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AISHA, PASSWORD, logIn } from './auth-helpers';
import { apiURL } from './support';

// Staff collection reports opened from e-mail links (issue 25, D§2, D§6): on a phone, a cashier opens
// the report PDF from the link the centre e-mailed (shown in /dev/), whose text shows the report's
// totals; an altered, an expired and someone else's link get a page offering to log in, never data;
// a learner gets 404 on a staff report; the staff area works in English and Arabic.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const MESSAGES = { en, ar } as const;
const CASHIER_EMAIL = 'sara.haddad@example.ae';
const CASHIER_PHONE = '971589990001';
const SALESMAN_PHONE = '971559990003';
const RANGE = { startDate: '2026-10-01', endDate: '2026-10-07' };
// bidi marks pdftotext adds around runs are not text a reader sees
const plain = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '');

async function sendLink(page: Page, lang: 'en' | 'ar', extra: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post(`${apiURL}/sandbox/report-link`, {
    data: { email: CASHIER_EMAIL, report: 'all-collection', lang, ...RANGE, ...extra },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

async function staffLogin(page: Page, phone: string, lang: 'en' | 'ar', next = '/staff') {
  const t = MESSAGES[lang].staffReports;
  await page.goto(`/staff/login?lang=${lang}&next=${encodeURIComponent(next)}`);
  await page.getByLabel(t.phone).fill(phone);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
}

function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `report-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a cashier opens the collection report PDF from the e-mailed link in /dev/, and its totals are the page's`, async ({ page }) => {
    const t = MESSAGES[lang].staffReports;
    const url = await sendLink(page, lang);
    await page.goto('/dev/');
    const link = page.getByRole('link', { name: url.replace(/^https?:\/\/[^/]+/, '') });
    const shown = page.getByRole('link').filter({ hasText: new URL(url).searchParams.get('t')! });
    await expect(shown.or(link).first()).toBeVisible();
    const href = (await shown.first().getAttribute('href'))!;

    // on the phone, nobody logged in: the link alone opens its recipient's report
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toContain('no-store');
    const text = pdfText(await pdf.body());
    expect(text).toContain(t.title['all-collection']);

    // the same report in the staff area: its total is the PDF's
    await staffLogin(page, CASHIER_PHONE, lang, `/cashier/all-collection?lang=${lang}&startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title['all-collection'] })).toBeVisible();
    const totalLine = (await page
      .locator('p', { hasText: `${t.total}:` })
      .first()
      .textContent())!;
    const amount = /[\d,]+\.\d{2}/.exec(totalLine)![0];
    const count = /(\d+)\s*$/.exec(totalLine.trim())![1]!;
    expect(text).toContain(amount);
    expect(text).toContain(count);
    expect(text).toContain(lang === 'en' ? `AED ${amount}` : `د.إ ${amount}`);
    // a phone: the rows are stacked, nothing runs off the side
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  });
}

test('an altered link, an expired link and a link opened by another staff member: a page that offers to log in, no data', async ({ page }) => {
  const t = en.staffReports;
  const url = new URL(await sendLink(page, 'en'));
  const token = url.searchParams.get('t')!;
  const [h, p, s] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  const widened = `${h}.${Buffer.from(JSON.stringify({ ...claims, to: '2026-10-31' })).toString('base64url')}.${s}`;
  for (const bad of [widened, `${token.slice(0, -3)}abc`]) {
    await page.goto(`/collection-report/pdf/?lang=en&t=${bad}`);
    await expect(page.getByRole('heading', { level: 1, name: t.linkInvalidTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: t.loginToOpen })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('COL-');
  }

  const short = new URL(await sendLink(page, 'ar', { ttlSeconds: 1 }));
  await page.waitForTimeout(2_100);
  await page.goto(short.pathname + short.search);
  await expect(page.getByRole('heading', { level: 1, name: ar.staffReports.linkInvalidTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: ar.staffReports.loginToOpen })).toBeVisible();

  // a salesman logged in on this phone opens the cashier's link: refused
  await staffLogin(page, SALESMAN_PHONE, 'en');
  await page.waitForURL(/\/staff(\?|$)/);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: t.linkNotYoursTitle })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('COL-');
});

test('a learner gets 404 on the staff reports and their PDF; the staff login refuses a learner', async ({ page }) => {
  expect(await logIn(page, AISHA, 'en')).toMatch(/\/en\/dashboard/);
  for (const path of ['/cashier/all-collection', '/cashier/collecting', '/salesman/collection', '/salesman/collecting', '/salesman/all-collection']) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(404);
    await expect(page.locator('body')).not.toContainText('COL-');
  }
  const pdf = await page.request.get('/collection-report/pdf/?report=all-collection&startDate=2026-10-01&endDate=2026-10-31');
  expect(pdf.status()).toBe(404);
  await staffLogin(page, `971${AISHA.startingCode}${AISHA.number}`, 'en');
  await expect(page.getByText(en.staffReports.loginFailed)).toBeVisible();
});

test('ar: a salesman reads his collecting report on a phone, in Arabic, and switches it to English', async ({ page }) => {
  const t = ar.staffReports;
  await staffLogin(page, SALESMAN_PHONE, 'ar', '/salesman/collecting?lang=ar&startDate=2026-10-01&endDate=2026-10-31');
  await expect(page.getByRole('heading', { level: 1, name: t.title['salesman-collecting'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('cell', { name: t.statuses.due_at_centre }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: t.switchLang }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.staffReports.title['salesman-collecting'] })).toBeVisible();
  await expect(page).toHaveURL(/startDate=2026-10-01/);
});

test("a cashier opens a learner's issued documents from the staff area, in both languages; a salesman and a learner get 404", async ({
  page,
  browser,
}) => {
  await staffLogin(page, CASHIER_PHONE, 'en');
  await page.waitForURL((u) => !u.pathname.startsWith('/staff/login'));
  for (const lang of ['en', 'ar'] as const) {
    for (const id of ['RF-2026-000041', 'CT-2026-000087', 'CI-2026-000019']) {
      const res = await page.request.get(`/staff/documents/${id}/pdf?lang=${lang}`);
      expect(res.status(), `${lang} ${id}`).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect(res.headers()['cache-control']).toContain('no-store');
      expect(res.headers()['content-disposition']).toContain(`${id}.pdf`);
      expect(pdfText(await res.body())).toContain(id);
    }
  }
  expect((await page.request.get('/staff/documents/RF-2026-999999/pdf')).status()).toBe(404);

  const other = await browser.newContext();
  const salesman = await other.newPage();
  await staffLogin(salesman, SALESMAN_PHONE, 'en');
  await salesman.waitForURL((u) => !u.pathname.startsWith('/staff/login'));
  const refused = await salesman.request.get('/staff/documents/RF-2026-000041/pdf');
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain('RF-2026-000041');
  await other.close();

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  expect(await logIn(learner, AISHA, 'en')).toMatch(/\/en\/dashboard/);
  // even the document's own learner: the staff route is not hers (she has /en/refund-document/{id}/pdf)
  expect((await learner.request.get('/staff/documents/RF-2026-000041/pdf')).status()).toBe(404);
  await learnerContext.close();
});

test("a cashier opens a learner's order invoice from the staff area, in both languages; a salesman and the learner get 404", async ({
  page,
  browser,
}) => {
  // the learner's own order, as the API lists it to her
  const login = await page.request.post(`${apiURL}/user/v1/auth/login`, {
    data: { username: `971${AISHA.startingCode}${AISHA.number}`, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const history = await page.request.get(`${apiURL}/payment-history`, { headers: { authorization: `Bearer ${token}` } });
  const [order] = (await history.json()) as { _id: string }[];
  expect(order).toBeDefined();
  const url = `/staff/invoices/${encodeURIComponent(order!._id)}/pdf`;

  await staffLogin(page, CASHIER_PHONE, 'en');
  await page.waitForURL((u) => !u.pathname.startsWith('/staff/login'));
  for (const lang of ['en', 'ar'] as const) {
    const res = await page.request.get(`${url}?lang=${lang}`);
    expect(res.status(), lang).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['cache-control']).toContain('no-store');
    expect(res.headers()['content-disposition']).toContain(`invoice-${order!._id}.pdf`);
    const text = pdfText(await res.body());
    expect(text).toContain(order!._id);
    expect(text).toContain(AISHA.name);
  }
  expect((await page.request.get('/staff/invoices/ORD-DOES-NOT-EXIST/pdf')).status()).toBe(404);

  const other = await browser.newContext();
  const salesman = await other.newPage();
  await staffLogin(salesman, SALESMAN_PHONE, 'en');
  await salesman.waitForURL((u) => !u.pathname.startsWith('/staff/login'));
  const refused = await salesman.request.get(url);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain(order!._id);
  await other.close();

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  expect(await logIn(learner, AISHA, 'en')).toMatch(/\/en\/dashboard/);
  // her own order too: the staff route is not hers (she has /en/invoice/{id}/pdf)
  expect((await learner.request.get(url)).status()).toBe(404);
  await learnerContext.close();
});
