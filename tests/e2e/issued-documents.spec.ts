import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AISHA, fillPasswordLogin, logIn } from './auth-helpers';

// The documents the centre issues (issue 25, D§2 PDF pages): a learner opens Documents and every
// link there downloads its PDF (200, application/pdf, named after the page and the number), whose text
// names the document, in English and in Arabic; her invoice's page too. Another learner's document is 404.

test.describe.configure({ timeout: 180_000 });

const MESSAGES = { en, ar } as const;
const YOUSEF = { startingCode: '56', number: '2223334' };
const dir = mkdtempSync(path.join(tmpdir(), 'e2e-issued-'));
const plain = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '');

async function openEach(page: Page, lang: 'en' | 'ar', expected: string[]) {
  const t = MESSAGES[lang].issuedDocument;
  await page.goto(`/${lang}/dashboard/documents`);
  const section = page.getByRole('region', { name: t.links.heading });
  await expect(section).toBeVisible();
  const links = section.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  const seen: string[] = [];
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    const res = await page.request.get(href);
    expect({ href, status: res.status() }).toEqual({ href, status: 200 });
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['cache-control']).toContain('no-store');
    const number = /([A-Z]+-2026-\d{6})/.exec((await link.textContent())!)![1]!;
    const page_ = href.split('/')[2]!;
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${page_}-${number}.pdf"`);
    const file = path.join(dir, `${lang}-${number}.pdf`);
    writeFileSync(file, await res.body());
    const text = plain(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
    expect(text).toContain(number);
    expect(text).toContain(MESSAGES[lang].meta.siteName);
    seen.push(number);
  }
  expect(seen.sort()).toEqual([...expected].sort());
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: Aisha downloads each of her documents from the centre`, async ({ page }) => {
    expect(await logIn(page, AISHA, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await openEach(page, lang, ['PR-2026-000205', 'CT-2026-000087', 'LS-2026-000031', 'CRM-2026-000118', 'RF-2026-000041', 'CC-2026-000012']);
    // the tenth PDF page, the invoice of her paid order (its own spec, invoices.spec.ts, reads it through)
    await page.goto(`/${lang}/dashboard/payments`);
    const order = (await page.getByRole('table').getByRole('row').nth(1).getByRole('link').textContent())!.trim();
    const invoice = await page.request.get(`/${lang}/invoice/${order}/pdf`);
    expect([invoice.status(), invoice.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(invoice.headers()['content-disposition']).toBe(`attachment; filename="invoice-${order}.pdf"`);
    // her employer's documents are not hers: 404 (the corporate learner's, below)
    for (const href of [`/${lang}/corporate-invoice/pdf?id=CI-2026-000019`, `/${lang}/corporate-refund-document/CR-2026-000004/pdf`])
      expect((await page.request.get(href)).status()).toBe(404);
  });

  test(`${lang}: a corporate learner downloads his employer's invoices and refund note`, async ({ page }) => {
    expect(await logIn(page, YOUSEF, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await openEach(page, lang, ['CI-2026-000019', 'CL-2026-000007', 'CR-2026-000004']);
    // a corporate invoice is not the lump-sum one's page, and Aisha's refund is not his
    expect((await page.request.get(`/${lang}/corporate-lumpsum-invoice/pdf?id=CI-2026-000019`)).status()).toBe(404);
    expect((await page.request.get(`/${lang}/refund-document/RF-2026-000041/pdf`)).status()).toBe(404);
  });
}

// A logged-out visitor who follows a PDF link (the CRM and corporate pages too) logs in and is back
// at the PDF: it downloads, as the invoice's link always did.
for (const { lang, who, href, filename } of [
  { lang: 'en', who: AISHA, href: '/en/crm-invoice/CRM-2026-000118/pdf', filename: 'crm-invoice-CRM-2026-000118.pdf' },
  { lang: 'ar', who: YOUSEF, href: '/ar/corporate-invoice/pdf?id=CI-2026-000019', filename: 'corporate-invoice-CI-2026-000019.pdf' },
] as const) {
  test(`${lang}: logged out, ${href} asks for login, then downloads`, async ({ page }) => {
    await page.goto(href);
    await expect(page).toHaveURL(`/${lang}/auth/login?${new URLSearchParams({ returnTo: href })}`);
    const download = page.waitForEvent('download');
    await fillPasswordLogin(page, { ...who, lang });
    expect((await download).suggestedFilename()).toBe(filename);
  });
}
