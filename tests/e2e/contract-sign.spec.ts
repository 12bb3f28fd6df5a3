import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { formatDateTime } from '../../lib/domain/dates';
import { CASHIER, fillOtp } from './auth-helpers';
import { apiLogin, learnerWithCourse } from './payment-helpers';
import { apiURL, latestCode } from './support';

// Contracts signed by OTP (issue 27, D§2 /contract-request/id/{id}): the centre's cashier sends a new
// learner the link; logged out, on a 360 px phone, the learner reads the contract, has a code texted,
// types it, lands on the thank-you page and downloads the signed PDF, whose text names the signer and
// the time of signing (Dubai). An altered link gets a page that says so.

test.describe.configure({ timeout: 120_000 });

const M = { en, ar } as const;
// bidi marks pdftotext adds around runs are not text a reader sees
const plain = (s: string) => s.replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '');

async function sendLink(request: APIRequestContext, userId: string, lang: 'en' | 'ar') {
  const token = await apiLogin(request, `971${CASHIER.startingCode}${CASHIER.number}`);
  const res = await request.post(`${apiURL}/student/contract/staff/send-link?lang=${lang}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { userId },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { url, documentId } = ((await res.json()) as { data: { url: string; documentId: string } }).data;
  return { id: url.split('/contract-request/id/')[1]!, documentId };
}

for (const lang of ['en', 'ar'] as const) {
  const t = M[lang].contractRequest;

  test(`${lang}: a learner signs the contract by OTP and downloads the signed PDF naming the signer and the time`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const learner = await learnerWithCourse(request);
    const { id, documentId } = await sendLink(request, learner.id, lang);

    await page.goto(`/${lang}/contract-request/id/${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(main.getByText(learner.name, { exact: true })).toBeVisible();
    await expect(main.getByText(documentId, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: t.downloadUnsigned })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const since = Date.now() - 1000;
    // a tap that may come before hydration: the plain post and the hydrated action both go to the code step
    await main.getByRole('button', { name: t.sendCode }).click();
    await page.waitForURL(/\?step=code$/);
    const code = await latestCode(request, learner.phone, since);
    await fillOtp(page, code);
    await main.getByRole('button', { name: t.sign }).click();
    await page.waitForURL(new RegExp(`/${lang}/contract-request/id/.+/thank-you$`));
    await expect(main.getByRole('heading', { name: t.thanksTitle })).toBeVisible();
    await expect(main.getByText(learner.name, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const status = await request.post(`${apiURL}/student/contract/verify-status`, { data: { id } });
    const signedAt = ((await status.json()) as { data: { signature: { signedAt: string } } }).data.signature.signedAt;

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: t.downloadSigned }).click()]);
    expect(download.suggestedFilename()).toBe(`contract-${documentId}-signed.pdf`);
    const text = plain(execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' })).replace(/\s+/g, ' ');
    expect(text).toContain(learner.name);
    expect(text).toContain(documentId);
    // DD-MM-YYYY h:mm in Dubai (the AM/PM word is the language's own)
    expect(text).toContain(formatDateTime(signedAt, 'en').replace(/ (AM|PM)$/, ''));
    if (lang === 'en') expect(text).toContain(`Signed electronically by ${learner.name} on ${formatDateTime(signedAt, 'en')}`);

    // signed: the link shows the signature and offers no code any more
    await page.goto(`/${lang}/contract-request/id/${id}`);
    await expect(main.getByRole('button', { name: t.sendCode })).toHaveCount(0);
    await expect(main.getByRole('link', { name: t.downloadSigned })).toBeVisible();
  });

  test(`${lang}: an altered contract link gets a page that says so`, async ({ page, request }) => {
    const learner = await learnerWithCourse(request);
    const { id } = await sendLink(request, learner.id, lang);
    const altered = `${id.slice(0, -2)}${id.endsWith('AA') ? 'BB' : 'AA'}`;
    await page.goto(`/${lang}/contract-request/id/${altered}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(M[lang].errors.common.contract_link_invalid);
    await expect(main.getByRole('button', { name: t.sendCode })).toHaveCount(0);
  });
}
