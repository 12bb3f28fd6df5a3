import { expect, test, type Page } from '@playwright/test';
import { AISHA, CASHIER, CSR_PENDING, createStudent, fillOtp, fillPasswordLogin, loginWithPassword, requestCode } from './auth-helpers';
import { latestCode } from './support';

// R§2 header, R§4 login, R§6 roles, R§8 login errors: the journeys a student takes through /auth/login.

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('login with a password', () => {
  test('English: the header then shows the student, and logout returns to login', async ({ page }) => {
    await loginWithPassword(page, AISHA, 'en');
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText(AISHA.name);
    await expect(header).toContainText(`Student ID: ${AISHA.studentId}`);
    await expect(header.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/en/dashboard');

    await header.locator('summary').click();
    await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/en/dashboard/my-account');
    await expect(header).toContainText('aisha.rahman@example.ae');
    await page.evaluate(() => window.localStorage.setItem('leftover', '1'));
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/login\?returnTo=%2Fen%2Fdashboard$/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    // The session is gone: the dashboard sends the visitor to login again.
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/en\/auth\/login/);
  });

  test('Arabic: right-to-left form, the same journey in Arabic', async ({ page }) => {
    await page.goto('/ar/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    // The phone group stays left-to-right inside the Arabic page.
    await expect(page.getByRole('main').getByLabel('الرقم', { exact: true }).locator('xpath=..')).toHaveAttribute('dir', 'ltr');
    await fillPasswordLogin(page, { ...AISHA, lang: 'ar' });
    await expect(page).toHaveURL(/\/ar\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText(AISHA.name);
    await header.locator('summary').click();
    await header.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/ar\/auth\/login/);
  });

  test('a wrong password reads "Invalid Username or Password!" on the form and as a toast', async ({ page, request }) => {
    // A fresh account: failed attempts count towards the login throttle of that number.
    const student = await createStudent(request, '56');
    await loginWithPassword(page, { ...student, password: 'Wrong#Password1' }, 'en', { hydrated: true });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Username or Password!');
    await expect(toast(page, 'Invalid Username or Password!')).toBeVisible();
    // The number (and its starting code) survive the failed attempt; the password does not.
    await expect(page.getByRole('main').getByLabel('Number', { exact: true })).toHaveValue(student.number);
    await expect(page.getByRole('main').getByLabel('Starting Code', { exact: true })).toHaveValue('56');
    await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('an empty form shows the field errors, announced', async ({ page }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Phone Number is required' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Password is required' })).toBeVisible();
  });
});

test.describe('who may log in', () => {
  test('a cashier is refused with "Invalid Username or Password!" (English and Arabic)', async ({ page }) => {
    await loginWithPassword(page, CASHIER, 'en', { hydrated: true });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Username or Password!');
    await expect(page).toHaveURL(/\/en\/auth\/login/);

    await loginWithPassword(page, CASHIER, 'ar', { hydrated: true });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة!');
    await expect(page).toHaveURL(/\/ar\/auth\/login/);
  });

  test('a CSR-pending student reads the CSR message (English and Arabic)', async ({ page }) => {
    await loginWithPassword(page, CSR_PENDING, 'en', { hydrated: true });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please contact our CSR to complete your registration');
    await expect(toast(page, 'Please contact our CSR to complete your registration')).toBeVisible();

    await loginWithPassword(page, CSR_PENDING, 'ar', { hydrated: true });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('يرجى التواصل مع ممثل خدمة العملاء لإكمال تسجيلك');
  });
});

test.describe('login with OTP', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: the number, the texted code, then home (the wizard for a new learner)`, async ({ page, request }) => {
      const student = await createStudent(request);
      await page.goto(`/${lang}/auth/login`);
      await page.getByRole('link', { name: lang === 'en' ? 'Login with OTP' : 'الدخول برمز التحقق' }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/auth/login\\?mode=otp$`));
      const main = page.getByRole('main');
      await main.getByLabel(lang === 'en' ? 'Starting Code' : 'رمز المشغّل', { exact: true }).selectOption(student.startingCode);
      await main.getByLabel(lang === 'en' ? 'Number' : 'الرقم', { exact: true }).fill(student.number);
      const since = Date.now();
      await main.getByRole('button', { name: lang === 'en' ? 'Send OTP' : 'إرسال رمز التحقق' }).click();
      // The code step follows the session: a reload keeps it.
      await expect(page).toHaveURL(new RegExp(`/${lang}/auth/login\\?mode=otp&step=code$`));
      await page.reload();
      await expect(main).toContainText(`+971 ${student.startingCode} ••• ${student.number.slice(-4)}`);
      await expect(main.locator('[dir="ltr"]').first()).toBeVisible();

      const code = await latestCode(request, student.phone, since);
      await fillOtp(page, code);
      await main.getByRole('button', { name: lang === 'en' ? 'Verify & Login' : 'تحقق وسجّل الدخول' }).click();
      // a new learner has not finished registration: home is the wizard (issue 21 item 12)
      await expect(page).toHaveURL(new RegExp(`/${lang}/signup/onboard$`));
      await expect(page.getByRole('banner')).toContainText(student.studentId);
    });
  }

  test('a wrong code shows the server message under the code', async ({ page, request }) => {
    const student = await createStudent(request);
    await page.goto('/en/auth/login?mode=otp');
    const main = page.getByRole('main');
    const code = await requestCode(page, request, student);
    await fillOtp(page, code === '000000' ? '111111' : '000000');
    await main.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/auth\/login\?mode=otp&step=code$/);
  });
});

test.describe('guards', () => {
  test('/en/dashboard sends a visitor to login and back to /en/dashboard after login', async ({ page }) => {
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/en\/auth\/login\?returnTo=%2Fen%2Fdashboard$/);
    await fillPasswordLogin(page, AISHA);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });

  test('returnTo keeps a deeper page and ignores a foreign one', async ({ page }) => {
    await page.goto('/en/dashboard/my-account');
    await expect(page).toHaveURL(/returnTo=%2Fen%2Fdashboard%2Fmy-account$/);
    // no wait for the scripts: a plain post carries returnTo too
    await fillPasswordLogin(page, AISHA);
    await expect(page).toHaveURL(/\/en\/dashboard\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/en/auth/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await fillPasswordLogin(page, AISHA);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });

  test('a logged-in student opening /en/auth/login goes to the dashboard', async ({ page }) => {
    await loginWithPassword(page, AISHA);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto('/en/auth/login');
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto('/en/auth');
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });

  test('/en/auth leads to the login screen', async ({ page }) => {
    await page.goto('/en/auth');
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
  });
});

test.describe('before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the password login works as a plain form', async ({ page }) => {
    await page.goto('/en/auth/login?returnTo=%2Fen%2Fdashboard%2Fmy-account');
    await fillPasswordLogin(page, AISHA);
    await expect(page).toHaveURL(/\/en\/dashboard\/my-account$/);
  });

  test('a refused login shows its message as a plain page', async ({ page }) => {
    await page.goto('/en/auth/login');
    await fillPasswordLogin(page, CASHIER);
    const alerts = page.getByRole('main').getByRole('alert');
    // the refusal, and the password (which the page never echoes) asked for again under its field
    await expect(alerts).toHaveText(['Invalid Username or Password!', 'Not kept when the page reloaded, for your safety: please type it again.']);
  });

  test('login with OTP works as plain forms (a single code field stands in for the boxes)', async ({ page, request }) => {
    const student = await createStudent(request);
    await page.goto('/en/auth/login?mode=otp');
    const main = page.getByRole('main');
    const code = await requestCode(page, request, student);
    await expect(main.getByRole('group', { name: 'OTP' })).toBeHidden();
    await main.getByRole('textbox', { name: 'OTP' }).fill(code);
    await main.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/en\/signup\/onboard$/);
  });
});
