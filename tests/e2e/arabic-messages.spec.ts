import { expect, test, type Page } from '@playwright/test';
import { SEED_USERS } from '../../reference-api/src/db/seed-users';
import { createStudent, fillOtp } from './auth-helpers';
import { latestCode, typedDate, uniqueNumber } from './support';

// The API answers with codes and English texts; an Arabic page reads them in Arabic (translated by
// code on the server) — under the field, in the toast, on the form.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const choose = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).check();

const aishaEmail = SEED_USERS.find((u) => u.id === 'usr-aisha')?.email ?? 'aisha.rahman@example.ae';
const EMAIL_TAKEN_AR = 'البريد الإلكتروني مسجّل مسبقاً';

test('Arabic sign-up with an e-mail that already exists: told after the code, in Arabic, and back to the form with it marked', async ({ page }) => {
  const number = uniqueNumber();
  await page.goto('/ar/signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await field(page, 'الاسم الكامل').fill('Test Learner');
  await field(page, 'تاريخ الميلاد').fill(typedDate('1995-03-09'));
  await field(page, 'الجنسية').selectOption('India');
  await field(page, 'الرقم').fill(number);
  await field(page, 'البريد الإلكتروني').fill(aishaEmail);
  await field(page, 'كلمة المرور').fill('Student@12345');
  await field(page, 'تأكيد كلمة المرور').fill('Student@12345');
  await choose(page, 'تأشيرة الإقامة', 'نعم');
  await choose(page, 'الإقامة الذهبية', 'لا');
  await field(page, 'نوع الرخصة').selectOption('lt-lmv');
  await choose(page, 'نوع ناقل الحركة', 'أوتوماتيك');
  await field(page, 'اللغة').selectOption('lang-en');
  await field(page, 'فرع التدريب').selectOption('br-al-quoz');
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'تسجيل', exact: true }).click();

  // Nothing says the e-mail is taken before the phone is proven (no enumeration): the code screen comes.
  await expect(page).toHaveURL(/\/ar\/signup\/otp$/);
  await fillOtp(page, await latestCode(page.request, `97150${number}`, since));
  await page.getByRole('button', { name: 'تحقق وتابع' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: EMAIL_TAKEN_AR })).toBeVisible();
  await expect(page.getByText('Email already exists')).toHaveCount(0);

  // Back to the form: the e-mail is marked, everything else typed is still there.
  await main.getByRole('link', { name: 'تعديل بياناتك' }).click();
  await expect(page).toHaveURL(/\/ar\/signup\?taken=email$/);
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: EMAIL_TAKEN_AR })).toBeVisible();
  await expect(field(page, 'البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'الاسم الكامل')).toHaveValue('Test Learner');
  await expect(field(page, 'الرقم')).toHaveValue(number);
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
  await expect(page).toHaveURL(/\/ar\/auth\/login\?mode=otp&step=code$/);
});
