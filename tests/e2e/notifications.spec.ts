import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createStudent, logIn } from './auth-helpers';
import { apiURL } from './support';

// The header's bell (R§2, R§4, D§2) in a real browser over the real socket: a notification the API
// raises shows at once as a toast and in the count; opening the bell clears the count and lists it;
// the list pages 5 at a time as it scrolls; both languages.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function raise(request: APIRequestContext, phone: string, en: string, ar: string) {
  const res = await request.post(`${apiURL}/sandbox/notify`, { data: { phone, en, ar, kind: 'document_approved' } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a notification shows live, raises the count, and opening the bell clears it and lists it', async ({ page, request }) => {
  const learner = await createStudent(request);
  await logIn(page, learner, 'en', { open: true });
  await page.waitForURL(/\/en\/(dashboard|signup\/onboard)/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();

  await raise(request, learner.phone, 'Your Emirates ID was approved', 'تمت الموافقة على الهوية الإماراتية');
  await expect(toast(page, 'Your Emirates ID was approved')).toBeVisible();
  await expect(bell).toContainText('1 unread');

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByText('Your Emirates ID was approved')).toBeVisible();
  await expect(panel.locator('time')).toHaveText(/now|second|minute/);
  await expect(bell).not.toContainText('unread');

  // Seen on the server too: a reload shows no count.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).not.toContainText('unread');
});

test('the list loads 5 at a time and more near the bottom; mark all read', async ({ page, request }) => {
  const learner = await createStudent(request);
  for (let i = 1; i <= 7; i += 1) await raise(request, learner.phone, `Update number ${i}`, `تحديث رقم ${i}`);
  await logIn(page, learner, 'en', { open: true });
  await page.waitForURL(/\/en\/(dashboard|signup\/onboard)/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toContainText('7 unread');
  await page.waitForLoadState('networkidle');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Update number 7');
  await panel.getByRole('list').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(items).toHaveCount(7);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
});

test('in Arabic: the bell, the live message and the list read right to left', async ({ page, request }) => {
  const learner = await createStudent(request);
  await logIn(page, learner, 'ar', { open: true });
  await page.waitForURL(/\/ar\/(dashboard|signup\/onboard)/);
  const bell = page.getByRole('button', { name: /^الإشعارات/ });
  await expect(bell).toBeVisible();
  await raise(request, learner.phone, 'Payment verified', 'تم التحقق من الدفع');
  await expect(toast(page, 'تم التحقق من الدفع')).toBeVisible();
  await expect(bell).toContainText('1 غير مقروءة');
  await bell.click();
  await expect(page.getByRole('region', { name: 'الإشعارات', exact: true }).getByText('تم التحقق من الدفع')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

// Issue 22: unread notifications were replayed as a stack of toasts at login. They are in the bell's
// count; at most one toast sums up what the channel hands over, and a live one still shows.
test('unread notifications are not replayed as a stack of toasts at login', async ({ page, request }) => {
  const learner = await createStudent(request);
  for (const n of [1, 2, 3, 4]) await raise(request, learner.phone, `Older notice ${n}`, `إشعار سابق ${n}`);
  await logIn(page, learner, 'en', { open: true });
  await page.waitForURL(/\/en\/(dashboard|signup\/onboard)/);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toContainText('4 unread');

  // The live one proves the channel is up, so any replay has happened by then.
  await raise(request, learner.phone, 'Your Emirates ID was approved', 'تمت الموافقة على الهوية الإماراتية');
  await expect(toast(page, 'Your Emirates ID was approved')).toBeVisible();
  await expect(toast(page, 'Older notice')).toHaveCount(0);
  expect(await page.locator('[data-sonner-toast]').count()).toBeLessThanOrEqual(2);
});
