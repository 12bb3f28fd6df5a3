import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { CASHIER, PASSWORD } from './auth-helpers';
import { apiURL } from './support';

// Payment links (D§2 /payment-request/{id}, R§4 'Payment-link verification') in a real browser, logged
// out: the link's page, Pay now to the gateway sandbox's card page (top level, on its own origin), the
// gateway's answer through the API's web-hook to /payment/redirectlink, verified on the server, then
// the link's success, error or cancelled page. Each test raises its own link as the cashier would.

type Lang = 'en' | 'ar';
const M = { en, ar } as const;
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '4030';

const CARD_PAGE = {
  en: { number: 'Card number', name: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV', pay: /^Pay /, cancel: 'Cancel payment' },
  ar: {
    number: 'رقم البطاقة',
    name: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    pay: /^ادفع /,
    cancel: 'إلغاء الدفع',
  },
} as const;

/** A new link for Aisha, raised through the API as the centre's cashier. */
async function raiseLink(request: APIRequestContext, amountFils = 15_000): Promise<string> {
  const login = await request.post(`${apiURL}/user/v1/auth/login`, {
    data: { username: `971${CASHIER.startingCode}${CASHIER.number}`, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.post(`${apiURL}/payment/v1/staff/payment-links`, {
    headers: { authorization: `Bearer ${token}` },
    data: { userId: 'usr-aisha', amountFils, description: { en: 'Extra parking practice', ar: 'تدريب إضافي على ركن السيارة' } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Opens the link logged out, checks what it asks for, and follows Pay now to the gateway's card page. */
async function openAndPay(page: Page, id: string, lang: Lang) {
  const m = M[lang].paymentLink;
  await page.goto(`/${lang}/payment-request/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: m.title })).toBeVisible();
  await expect(main.getByText(lang === 'ar' ? '150.00 د.إ' : 'AED 150.00')).toBeVisible();
  await expect(main.getByText(lang === 'ar' ? 'تدريب إضافي على ركن السيارة' : 'Extra parking practice')).toBeVisible();
  // D§9: DD-MM-YYYY h:mm A in Dubai (Arabic: ص / م)
  await expect(main.getByText(/^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM|ص|م)$/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await main.getByRole('button', { name: m.payNow }).click();
  await page.waitForURL(new RegExp(`^http://localhost:${gatewayPort}/transaction/`), { timeout: 20_000 });
}

async function payWith(page: Page, card: string, lang: Lang) {
  const f = CARD_PAGE[lang];
  await page.getByLabel(f.number).fill(card);
  await page.getByLabel(f.name).fill('Test Payer');
  await page.getByLabel(f.expiry).fill('12/30');
  await page.getByLabel(f.cvv).fill('123');
  await page.getByRole('button', { name: f.pay }).click();
}

for (const lang of ['en', 'ar'] as const) {
  const m = M[lang].paymentLink;

  test(`${lang}: a payer who is not logged in pays a link and sees the success page; the link then reads as paid`, async ({ page, request }) => {
    const id = await raiseLink(request);
    await openAndPay(page, id, lang);
    await payWith(page, '4111111111111111', lang);
    await page.waitForURL(`**/${lang}/dashboard/paymentlink/success`, { timeout: 30_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: m.successTitle })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(m.successText);
    await expect(main.getByRole('link', { name: m.toHome })).toHaveAttribute('href', `/${lang}`);

    await page.goto(`/${lang}/payment-request/${id}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(m.paid);
    await expect(page.getByRole('button', { name: m.payNow })).toHaveCount(0);
  });

  test(`${lang}: cancelling on the card page lands on the cancelled page and the link stays payable`, async ({ page, request }) => {
    const id = await raiseLink(request);
    await openAndPay(page, id, lang);
    await page.getByRole('button', { name: CARD_PAGE[lang].cancel }).click();
    await page.waitForURL(`**/${lang}/dashboard/paymentlink/cancelled*`, { timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('heading', { name: m.cancelledTitle })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(m.cancelledText);
    await page.getByRole('main').getByRole('link', { name: m.backToRequest }).click();
    await page.waitForURL(`**/${lang}/payment-request/${id}`);
    await expect(page.getByRole('button', { name: m.payNow })).toBeVisible();
  });
}

test('en: Pay now on a page left open after the link was paid elsewhere says it is paid, and opens no order', async ({ page, context, request }) => {
  const id = await raiseLink(request);
  const stale = await context.newPage();
  await stale.goto(`/en/payment-request/${id}`);
  await openAndPay(page, id, 'en');
  await payWith(page, '4111111111111111', 'en');
  await page.waitForURL('**/en/dashboard/paymentlink/success', { timeout: 30_000 });
  await stale.getByRole('main').getByRole('button', { name: en.paymentLink.payNow }).click();
  await stale.waitForURL(`**/en/payment-request/${id}?failed=link_paid`);
  await expect(stale.getByRole('main').getByRole('status')).toHaveText(en.paymentLink.paid);
  await expect(stale.getByRole('button', { name: en.paymentLink.payNow })).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  const m = M[lang].paymentLink;

  // issue 21 item 15: the declined page offered only "Back to Home"; it leads back to the request now
  test(`${lang}: a declined card lands on the error page, whose link back to the request lets the payer try again`, async ({ page, request }) => {
    const id = await raiseLink(request);
    await openAndPay(page, id, lang);
    await payWith(page, '4000000000000002', lang);
    await page.waitForURL(`**/${lang}/dashboard/paymentlink/error?reason=failed*`, { timeout: 30_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: m.failedTitle })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveText(m.failedText);
    const back = main.getByRole('link', { name: m.backToRequest });
    await expect(back).toHaveAttribute('href', `/${lang}/payment-request/${id}`);
    await expect(main.getByRole('link', { name: m.toHome })).toBeVisible();

    await back.click();
    await page.waitForURL(`**/${lang}/payment-request/${id}`);
    await expect(page.getByRole('main').getByRole('heading', { name: m.title })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: m.payNow }).click();
    await page.waitForURL(new RegExp(`^http://localhost:${gatewayPort}/transaction/`), { timeout: 20_000 });
    await payWith(page, '4111111111111111', lang);
    await page.waitForURL(`**/${lang}/dashboard/paymentlink/success`, { timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('heading', { name: m.successTitle })).toBeVisible();
  });
}

test('en: a return the API cannot match shows the verification error; an unknown link says so', async ({ page }) => {
  await page.goto('/payment/redirectlink?order_id=LNK-NOPE&tracking_id=123');
  await page.waitForURL('**/en/dashboard/paymentlink/error?reason=verify');
  await expect(page.getByRole('main').getByRole('heading', { name: en.paymentLink.verifyError })).toBeVisible();
  await page.goto('/en/payment-request/PL-nothing-here');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.paymentLink.notFound);
});
