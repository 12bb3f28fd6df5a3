import { expect, test, type Page } from '@playwright/test';
import { SEED_USERS } from '../../reference-api/src/db/seed-users';
import { createStudent, fillOtp } from './auth-helpers';
import { latestCode, uniqueNumber } from './support';

// English texts from the API shown on Arabic pages (lib/i18n/server-messages): the server answers
// in English, the page reads in Arabic — under the field, in the toast, on the form.

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const choose = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).check();

const aishaEmail = SEED_USERS.find((u) => u.id === 'usr-aisha')?.email ?? 'aisha.rahman@example.ae';
const EMAIL_TAKEN_AR = 'البريد الإلكتروني مسجّل مسبقاً';

test('Arabic sign-up with an e-mail that already exists shows the Arabic message', async ({ page }) => {
  await page.goto('/ar/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await field(page, 'الاسم الكامل').fill('Test Learner');
  await field(page, 'تاريخ الميلاد').fill('1995-03-09');
  await field(page, 'الجنسية').selectOption('India');
  await field(page, 'الرقم').fill(uniqueNumber());
  await field(page, 'البريد الإلكتروني').fill(aishaEmail);
  await field(page, 'كلمة المرور').fill('Student@12345');
  await field(page, 'تأكيد كلمة المرور').fill('Student@12345');
  await choose(page, 'تأشيرة الإقامة', 'نعم');
  await choose(page, 'الإقامة الذهبية', 'لا');
  await field(page, 'نوع الرخصة').selectOption('lt-lmv');
  await choose(page, 'نوع ناقل الحركة', 'أوتوماتيك');
  await field(page, 'اللغة').selectOption('lang-en');
  await field(page, 'فرع التدريب').selectOption('br-al-quoz');
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();

  // R§8: an error map's message is a toast, and shown under its field.
  await expect(toast(page, EMAIL_TAKEN_AR)).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: EMAIL_TAKEN_AR })).toBeVisible();
  await expect(page.getByText('Email already exists')).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/signup$/);
});

test('Arabic OTP login with a wrong code shows "Invalid OTP" in Arabic', async ({ page, request }) => {
  const student = await createStudent(request);
  await page.goto('/ar/auth/login?mode=otp');
  const main = page.getByRole('main');
  await main.getByLabel('رمز المشغّل', { exact: true }).selectOption(student.startingCode);
  await main.getByLabel('الرقم', { exact: true }).fill(student.number);
  const since = Date.now();
  await main.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const code = await latestCode(request, student.phone, since);
  await fillOtp(page, code === '000000' ? '111111' : '000000');
  await main.getByRole('button', { name: 'تحقق وسجّل الدخول' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'رمز التحقق غير صحيح' })).toBeVisible();
  await expect(page.getByText('Invalid OTP')).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/auth\/login\?mode=otp$/);
});
