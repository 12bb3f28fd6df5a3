import { expect, test, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { logIn } from './auth-helpers';
import { apiLogin, registeredLearner } from './payment-helpers';
import { apiURL, hydrated, typedDate } from './support';

// RTA test requests (issue 27) in Chromium on a 360 px phone, English and Arabic: a learner files a
// request with three preferred days typed as dd/MM/yyyy, the centre's answer (a CSR, through the API)
// arrives live as a notification in the bell, the request's page shows it, and the learner comments.

const CSR = '971549990002';
const DAY = 86_400_000;
const dubaiDay = (n: number) => formatInTimeZone(new Date(Date.now() + n * DAY), 'Asia/Dubai', 'yyyy-MM-dd');
const shown = (iso: string) => iso.split('-').reverse().join('-');

const TEXT = {
  en: {
    test: 'Road',
    boxes: ['First preferred date', 'Second preferred date', 'Third preferred date'],
    submit: 'Send request',
    title: 'RTA Road test',
    unread: '1 unread',
    waiting: 'Waiting for the centre to choose a date.',
    bell: /^Notifications/,
    panel: 'Notifications',
    notice: (d: string) => `Your RTA road test is booked for ${d}.`,
    booked: (d: string) => `Your test is booked for ${d}.`,
    message: 'Message',
    send: 'Send comment',
    status: 'Booked',
  },
  ar: {
    test: 'الطريق',
    boxes: ['التاريخ المفضل الأول', 'التاريخ المفضل الثاني', 'التاريخ المفضل الثالث'],
    submit: 'إرسال الطلب',
    title: 'اختبار الطريق لدى هيئة الطرق والمواصلات',
    unread: '1 غير مقروءة',
    waiting: 'بانتظار أن يختار المركز موعدًا.',
    bell: /^الإشعارات/,
    panel: 'الإشعارات',
    notice: (d: string) => `تم حجز اختبار الطريق لدى هيئة الطرق والمواصلات بتاريخ ${d}.`,
    booked: (d: string) => `تم حجز اختبارك بتاريخ ${d}.`,
    message: 'الرسالة',
    send: 'إرسال التعليق',
    status: 'محجوز',
  },
} as const;

async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: file a request with 3 dates; the centre's answer arrives in the bell`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    await page.setViewportSize({ width: 360, height: 740 });
    const learner = await registeredLearner(request);
    expect(await logIn(page, learner, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await page.goto(`/${lang}/dashboard/rta-test-requests`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await noSidewaysScroll(page);
    // typing before the scripts arrive is the plain-post test below; this one is the hydrated form
    await hydrated(page);

    const days = [dubaiDay(3), dubaiDay(5), dubaiDay(8)];
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: t.test, exact: true }).check();
    for (const [i, day] of days.entries()) await main.getByRole('textbox', { name: t.boxes[i], exact: true }).fill(typedDate(day));
    await main.getByRole('button', { name: t.submit }).click();

    await page.waitForURL(new RegExp(`/${lang}/dashboard/rta-test-requests/[0-9a-f-]{36}`));
    const id = /rta-test-requests\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(main.getByText(t.waiting)).toBeVisible();
    for (const day of days) await expect(main.getByText(shown(day), { exact: true })).toBeVisible();
    await noSidewaysScroll(page);

    // the centre answers through the API (the second preferred day) once the page's socket is up
    await page.waitForLoadState('networkidle');
    const token = await apiLogin(request, CSR);
    const answered = await request.post(`${apiURL}/staff/rta-test-request/${id}/answer`, {
      headers: { authorization: `Bearer ${token}` },
      data: { decision: 'scheduled', date: `${days[1]}T00:00:00.000Z` },
    });
    expect(answered.status(), await answered.text()).toBe(200);

    const notice = t.notice(shown(days[1]!));
    const bell = page.getByRole('button', { name: t.bell });
    await expect(bell).toContainText(t.unread);
    await bell.click();
    await expect(page.getByRole('region', { name: t.panel, exact: true }).getByText(notice)).toBeVisible();

    await page.reload();
    await expect(main.getByText(t.booked(shown(days[1]!)))).toBeVisible();
    await expect(main.getByText(t.status, { exact: true })).toBeVisible();

    // a comment to the centre joins the thread
    await main.getByRole('textbox', { name: t.message }).fill('Morning please / صباحًا من فضلك');
    await main.getByRole('button', { name: t.send }).click();
    await expect(main.getByRole('listitem').filter({ hasText: 'Morning please / صباحًا من فضلك' })).toBeVisible();
    await noSidewaysScroll(page);
  });
}

test("another learner's request is not found", async ({ page, request }) => {
  const [owner, other] = await Promise.all([registeredLearner(request), registeredLearner(request)]);
  const token = await apiLogin(request, owner.phone);
  const made = await request.post(`${apiURL}/student/rta-test-request/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: { testType: 'theory', preferredDates: [`${dubaiDay(4)}T00:00:00.000Z`] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { data } = (await made.json()) as { data: { _id: string } };
  expect(await logIn(page, other)).toMatch(/\/en\/dashboard/);
  const res = await page.goto(`/en/dashboard/rta-test-requests/${data._id}`);
  expect(res?.status()).toBe(404);
});

test.describe('before the scripts arrive', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain post files the request and opens its page', async ({ page, request }) => {
    const learner = await registeredLearner(request);
    expect(await logIn(page, learner)).toMatch(/\/en\/dashboard/);
    await page.goto('/en/dashboard/rta-test-requests');
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Parking', exact: true }).check();
    await main.getByRole('textbox', { name: 'First preferred date', exact: true }).fill(typedDate(dubaiDay(6)));
    await main.getByRole('textbox', { name: 'Second preferred date', exact: true }).fill(typedDate(dubaiDay(6)));
    await main.getByRole('button', { name: 'Send request' }).click();
    // the same day twice comes back named, with what was typed kept
    await expect(main.getByText('Second preferred date is the same day as another')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'First preferred date', exact: true })).toHaveValue(typedDate(dubaiDay(6)));
    await main.getByRole('textbox', { name: 'Second preferred date', exact: true }).fill(typedDate(dubaiDay(7)));
    await main.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/\/en\/dashboard\/rta-test-requests\/[0-9a-f-]{36}\?filed=1/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RTA Parking test');
    await expect(main.getByText(shown(dubaiDay(7)), { exact: true })).toBeVisible();
  });
});
