import { expect, test, type Page } from '@playwright/test';
import { logIn } from './auth-helpers';
import { registeredLearner } from './payment-helpers';
import { apiURL, hydrated, uniqueNumber } from './support';

// Issue 27: a visitor books an appointment and leaves feedback without logging in (D§2, D§5, D§6), in
// English and Arabic; the feedback form works without JavaScript and keeps what was typed; a learner
// cancels their referral code (D§4, D§7).

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const T = {
  en: {
    bookTitle: 'Book an appointment',
    slot: 'Time',
    name: 'Name',
    number: 'Number',
    startingCode: 'Starting Code',
    book: 'Book appointment',
    thanks: 'Thank you!',
    booked: 'Your appointment is booked for',
    rating: 'Rating',
    stars: '5 stars',
    message: 'Message',
    send: 'Send feedback',
    received: 'Your feedback has reached the centre.',
  },
  ar: {
    bookTitle: 'حجز موعد',
    slot: 'الوقت',
    name: 'الاسم',
    number: 'الرقم',
    startingCode: 'رمز المشغّل',
    book: 'احجز الموعد',
    thanks: 'شكرًا لك!',
    booked: 'تم حجز موعدك في',
    rating: 'التقييم',
    stars: '5 نجوم',
    message: 'الرسالة',
    send: 'إرسال الرأي',
    received: 'وصل رأيك إلى المركز.',
  },
} as const;

/** An open day (not Sunday, Dubai) `ahead` days from now, as YYYY-MM-DD. */
function openDay(ahead: number): string {
  const dubai = new Date(Date.now() + 4 * 3600_000);
  dubai.setUTCDate(dubai.getUTCDate() + ahead);
  if (dubai.getUTCDay() === 0) dubai.setUTCDate(dubai.getUTCDate() + 1);
  return dubai.toISOString().slice(0, 10);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a visitor books an appointment without logging in`, async ({ page }) => {
    const t = T[lang];
    await page.goto(`/${lang}/book-an-appointment?day=${openDay(lang === 'en' ? 3 : 4)}`);
    await expect(page.getByRole('heading', { level: 1, name: t.bookTitle })).toBeVisible();
    const main = page.getByRole('main');
    const times = main.getByRole('group', { name: t.slot });
    const free = times.getByRole('radio', { disabled: false }).first();
    await free.check();
    await main.getByLabel(t.name, { exact: true }).fill(lang === 'en' ? 'Layla Haddad' : 'ليلى حداد');
    await main.getByLabel(t.startingCode, { exact: true }).selectOption('55');
    await main.getByLabel(t.number, { exact: true }).fill(uniqueNumber());
    await main.getByRole('button', { name: t.book }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/book-an-appointment/thank-you\\?at=`));
    await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(t.booked);
    // DD-MM-YYYY h:mm A (D§9)
    await expect(page.getByRole('main')).toContainText(/\d{2}-\d{2}-\d{4} \d{1,2}:\d{2}/);
  });

  test(`${lang}: a visitor leaves feedback without logging in`, async ({ page }) => {
    const t = T[lang];
    await page.goto(`/${lang}/customer-feedback`);
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByRole('group', { name: t.rating }).getByRole('radio', { name: t.stars }).check();
    await main.getByLabel(t.message, { exact: true }).fill(lang === 'en' ? 'Very patient instructor' : 'مدرب صبور جدًا');
    await main.getByLabel(t.number, { exact: true }).fill(uniqueNumber());
    await main.getByRole('button', { name: t.send }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/customer-feedback-thank-you$`));
    await expect(page.getByRole('main')).toContainText(t.received);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('feedback: a mistake comes back with what was typed, then it goes through', async ({ page }) => {
    const number = uniqueNumber();
    await page.goto('/en/customer-feedback');
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: '4 stars' }).check();
    await main.getByLabel('Number', { exact: true }).fill(number);
    await main.getByRole('button', { name: 'Send feedback' }).click();
    await expect(main.getByText('Message is required')).toBeVisible();
    await expect(main.getByLabel('Number', { exact: true })).toHaveValue(number);
    await expect(main.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await main.getByLabel('Message', { exact: true }).fill('Clear explanations');
    await main.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL(/\/en\/customer-feedback-thank-you$/);
  });

  test('appointment: the day is a plain form and its times come with the page', async ({ page }) => {
    const day = openDay(5);
    await page.goto('/en/book-an-appointment');
    const main = page.getByRole('main');
    // the house date field: dd/MM/yyyy in both languages (a native date input showed the browser's format)
    const typed = day.split('-').reverse().join('/');
    await main.getByRole('textbox', { name: 'Day' }).fill(typed);
    await main.getByRole('button', { name: 'Show times' }).click();
    await expect(page).toHaveURL(new RegExp(`day=${encodeURIComponent(typed)}`));
    await expect(main.getByRole('textbox', { name: 'Day' })).toHaveValue(typed);
    await expect(main.getByRole('group', { name: 'Time' }).getByRole('radio')).toHaveCount(16);
  });
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a learner cancels their referral code`, async ({ page, request }) => {
    const learner = await registeredLearner(request);
    const code = `E2E${lang.toUpperCase()}${learner.number}`;
    const given = await request.post(`${apiURL}/sandbox/referral-code`, { data: { phone: learner.phone, code } });
    expect(given.status(), await given.text()).toBe(200);
    expect(await logIn(page, learner, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await page.goto(`/${lang}/dashboard/my-referral-report/${learner.id}`);
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main).toContainText(code);
    await main.getByRole('button', { name: lang === 'en' ? 'Cancel referral code' : 'إلغاء رمز الإحالة' }).click();
    await expect(page).toHaveURL(/\?cancelled=1$/);
    await expect(toast(page, lang === 'en' ? 'Referral Cancelled Successfully !' : 'تم إلغاء الإحالة بنجاح !')).toBeVisible();
    await expect(main).toContainText(lang === 'en' ? 'You have no referral code yet.' : 'ليس لديك رمز إحالة بعد.');
    await expect(main).not.toContainText(code);
  });
}
