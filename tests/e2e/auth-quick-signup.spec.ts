import { expect, test } from '@playwright/test';
import { AISHA, fillPasswordLogin, loginWithPassword, PRE_REGISTERED } from './auth-helpers';
import { typedDate } from './support';

// R§2 quick signup: a pre-registered student without nationality completes registration first.
// One journey only: completing it changes the seeded account for good (fresh data per run).

test('a pre-registered student is sent to quick signup, completes it and goes to onboarding', async ({ page }) => {
  // Arabic first: the same screen, right-to-left.
  await loginWithPassword(page, PRE_REGISTERED, 'ar');
  await expect(page).toHaveURL(/\/ar\/quick-signup$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إكمال التسجيل' })).toBeVisible();

  await page.goto('/en/dashboard');
  await expect(page).toHaveURL(/\/en\/quick-signup$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Completed Registration' })).toBeVisible();
  // Prefilled from the profile; the e-mail and the phone prefix are locked.
  await expect(main.getByLabel('Full Name')).toHaveValue(PRE_REGISTERED.name);
  const email = main.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue('fatima.almansoori@example.ae');
  await expect(email).toHaveAttribute('readonly', '');
  await expect(main.getByLabel('Starting Code', { exact: true })).toHaveValue(PRE_REGISTERED.startingCode);
  await expect(main.getByLabel('Starting Code', { exact: true })).toHaveAttribute('readonly', '');
  await expect(main.getByLabel('Number', { exact: true })).toHaveValue(PRE_REGISTERED.number);
  await expect(main.getByLabel('License Type')).toHaveValue('lt-lmv');
  // The same Emirates ID panel as sign-up (not a bare file input).
  await expect(main.getByRole('button', { name: 'Upload Emirates ID' })).toBeVisible();

  // The shared schema, applied by the BFF: missing answers come back under their fields.
  await main.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'Date of Birth is required' })).toBeVisible();
  await expect(main.getByRole('alert').filter({ hasText: 'Nationality is required' })).toBeVisible();

  await main.getByLabel('Date of Birth', { exact: true }).fill(typedDate('1999-03-14'));
  await main.getByLabel('Nationality').selectOption('India');
  await main.getByRole('group', { name: 'Residency Visa' }).getByLabel('Yes').check();
  await main.getByRole('group', { name: 'Golden Visa' }).getByLabel('No').check();
  await main.getByRole('group', { name: 'Gear Type' }).getByLabel('Automatic').check();
  await main.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
  await main.getByLabel('Language').selectOption({ index: 1 });
  await main.getByLabel('Training Branch').selectOption({ index: 1 });
  await main.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/en\/signup\/onboard$/);

  // Done once: quick signup now sends the student on to the dashboard, which sends a learner still
  // registering on to the wizard (issue 21 item 12).
  await page.goto('/en/quick-signup');
  await expect(page).toHaveURL(/\/en\/signup\/onboard$/);
});

test('a student who has no quick signup to do never sees it', async ({ page }) => {
  await loginWithPassword(page, AISHA);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/quick-signup');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test('quick signup without a session goes to login and comes back', async ({ page }) => {
  await page.goto('/en/quick-signup');
  await expect(page).toHaveURL(/\/en\/auth\/login\?returnTo=%2Fen%2Fquick-signup$/);
  await fillPasswordLogin(page, AISHA);
  // Aisha has nothing to complete: the guard sends her on to the dashboard.
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});
