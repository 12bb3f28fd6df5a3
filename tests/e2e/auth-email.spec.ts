import { expect, test, type Page } from '@playwright/test';
import { createStudent, fillPasswordLogin, logIn } from './auth-helpers';
import { outboxFor } from './support';

// R§2 /verify-email/{id}, D§ My Account 'Send verification email', R§8 'Email Verification Failed'.

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function verificationLink(page: Page, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [mail] = await outboxFor(page.request, email);
    const link = mail?.body.match(/https?:\/\/\S+\/verify-email\/\S+/)?.[0];
    if (link) return link;
    await page.waitForTimeout(200);
  }
  throw new Error(`no verification mail for ${email}`);
}

test('send the verification mail from My Account, open the link, see the success toast', async ({ page, request, browser }) => {
  const student = await createStudent(request, '50');
  // a new learner has not finished registration: home is the wizard (issue 21 item 12)
  expect(await logIn(page, student)).toMatch(/\/en\/signup\/onboard$/);
  await page.goto('/en/dashboard/my-account');
  const main = page.getByRole('main');
  await expect(main).toContainText(student.email);
  await expect(main).toContainText('Not verified');
  await main.getByRole('button', { name: 'Send verification email' }).click();
  await expect(toast(page, 'Verification email sent')).toBeVisible();

  const link = new URL(await verificationLink(page, student.email));
  // A visitor who is not logged in logs in first and comes back to the very link.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor).toHaveURL(/\/en\/auth\/login\?returnTo=%2Fen%2Fverify-email%2F/);
  await fillPasswordLogin(visitor, student);
  await expect(visitor).toHaveURL(/\/en\/verify-email\//);
  await expect(toast(visitor, 'Email verified successfully')).toBeVisible();
  // …then '/'.
  await expect(visitor).toHaveURL(/\/en\/?$/);
  await other.close();

  // Back in the first tab, without a reload: the profile query hydrated from the server's prefetch
  // refetches when the tab becomes visible again.
  const badge = page.getByRole('main').getByText(/^(Verified|Not verified)$/);
  await expect(badge).toHaveText('Not verified');
  // As the browser does: fired at the document, bubbling to window (where TanStack listens).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(badge).toHaveText('Verified');

  await page.reload();
  await expect(page.getByRole('main')).toContainText('Verified');
  await expect(page.getByRole('main').getByRole('button', { name: 'Send verification email' })).toHaveCount(0);
});

test('a bad token shows "Email Verification Failed" (English and Arabic)', async ({ page, request }) => {
  const student = await createStudent(request, '58');
  // a new learner has not finished registration: home is the wizard (issue 21 item 12)
  expect(await logIn(page, student)).toMatch(/\/en\/signup\/onboard$/);
  await page.goto(`/en/verify-email/${student.id}?verifyToken=not-a-real-token`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email Verification Failed');
  await expect(toast(page, 'Email Verification Failed')).toBeVisible();

  await page.goto(`/ar/verify-email/${student.id}?verifyToken=not-a-real-token`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('فشل التحقق من البريد الإلكتروني');
});
