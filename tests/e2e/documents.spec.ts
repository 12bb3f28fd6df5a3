import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createStudent, loginWithPassword } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { apiURL } from './support';

// The documents tab (D§2, D§4) in a real browser: a learner uploads the front and back of the Emirates
// ID with visible progress and sees them listed, saves its number and sees it complete; a staff
// approval made through the API arrives live as a notification and raises the bell's count. English and Arabic.

const CASHIER = { username: '971589990001', password: 'Student@12345' };

/** A real picture: a noisy JPEG of ~200 KB (so the upload takes a moment) and a small PNG. */
async function fixtures() {
  const width = 640;
  const height = 400;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  return { jpeg, png };
}

async function approve(request: APIRequestContext, userId: string, typeId: string, side: 'front' | 'back') {
  const login = await request.post(`${apiURL}/user/v1/auth/login`, { data: CASHIER });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const res = await request.post(`${apiURL}/document/v1/staff/documents/${userId}/${typeId}/${side}/review`, {
    data: { approved: true },
    headers: { authorization: `Bearer ${data.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Holds each upload's answer back a moment, so its progress stays on screen long enough to be seen. */
async function slowUploads(page: Page) {
  await page.route('**/api/document/v1/student/documents/*/*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await new Promise((r) => setTimeout(r, 1200));
    return route.continue();
  });
}

const T = {
  en: {
    front: 'Front of Emirates ID',
    back: 'Back of Emirates ID',
    uploading: (name: string) => `Uploading ${name}`,
    pending: 'Status: Pending review',
    heading: 'Upload Documents',
    eid: (status: string) => `Emirates ID (${status})`,
    numberLabel: 'Document number',
    numberSave: 'Save number',
    complete: 'Complete',
    incomplete: 'Incomplete',
    bell: /^Notifications/,
    tabs: 'Dashboard sections',
    unread: '1 unread',
    approved: 'Your document Emirates ID (front) was approved',
  },
  ar: {
    front: 'الوجه الأمامي من الهوية الإماراتية',
    back: 'الوجه الخلفي من الهوية الإماراتية',
    uploading: (name: string) => `جارٍ رفع ${name}`,
    pending: 'الحالة: قيد المراجعة',
    heading: 'رفع المستندات',
    eid: (status: string) => `الهوية الإماراتية (${status})`,
    numberLabel: 'رقم المستند',
    numberSave: 'حفظ الرقم',
    complete: 'مكتمل',
    incomplete: 'غير مكتمل',
    bell: /^الإشعارات/,
    tabs: 'أقسام لوحة التحكم',
    unread: '1 غير مقروءة',
    approved: 'تمت الموافقة على مستند الهوية الإماراتية (الوجه الأمامي)',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: uploads front and back with progress, lists them, and a staff approval arrives live`, async ({ page, request }) => {
    const t = T[lang];
    const { jpeg, png } = await fixtures();
    const learner = await createStudent(request);
    await loginWithPassword(page, learner, lang);
    await page.waitForURL(new RegExp(`/${lang}/(dashboard|signup/onboard)`));
    await slowUploads(page);
    await page.goto(`/${lang}/dashboard/documents`);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bell = page.getByRole('button', { name: t.bell });
    await expect(bell).not.toContainText(t.unread);

    await page.getByLabel(t.front).setInputFiles({ name: 'eid-front.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const progress = page.getByRole('progressbar', { name: t.uploading('eid-front.jpg') });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('max', /^\d+$/);
    await expect(progress).toBeHidden();
    // R§9: the size in KB is bytes / 1000
    const kb = String(Math.round(jpeg.length / 100) / 10);
    await expect(page.getByRole('link', { name: /eid-front\.jpg/ })).toContainText(`(${kb} `);

    // The second upload shows as well: it once waited on a router.refresh() that Next sometimes dropped
    // (about one run in ten), and the back never appeared. Both sides are listed, the front kept.
    await page.getByLabel(t.back).setInputFiles({ name: 'eid-back.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('progressbar', { name: t.uploading('eid-back.png') })).toBeVisible();
    await expect(page.getByRole('link', { name: /eid-back\.png/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /eid-front\.jpg/ })).toBeVisible();
    await expect(page.getByText(t.pending)).toHaveCount(2);

    // the Emirates ID also asks for its number: with it saved, the document reads complete
    const eid = page.getByRole('region', { name: t.eid(t.incomplete), exact: true });
    await expect(eid).toBeVisible();
    await eid.getByLabel(t.numberLabel).fill('784-1990-1234567-1');
    await eid.getByRole('button', { name: t.numberSave }).click();
    await expect(page.getByRole('region', { name: t.eid(t.complete), exact: true })).toBeVisible();

    // the file opens through the portal's /api, never the API's own host
    const href = await page.getByRole('link', { name: /eid-front\.jpg/ }).getAttribute('href');
    expect(href).toMatch(/^\/api\/document\/v1\/files\/[A-Za-z0-9_-]+$/);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    expect((await file.body()).equals(jpeg)).toBe(true);

    // a reload shows the same list, rendered with the page
    await page.reload();
    await expect(page.getByRole('link', { name: /eid-back\.png/ })).toBeVisible();
    await expect(page.getByRole('region', { name: t.eid(t.complete), exact: true })).toBeVisible();

    await approve(request, learner.id, 'doc-emirates-id', 'front');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.approved })).toBeVisible();
    await expect(bell).toContainText(t.unread);

    // On a 360 px phone the top-centre toast lies over the header and the first row of tabs: they stay
    // tappable under it (a tap went to the toast) and axe's target-size finds nothing covered.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.approved })).toBeVisible();
    for (const target of [bell, ...(await page.getByRole('navigation', { name: t.tabs }).getByRole('link').all())]) {
      await target.click({ trial: true, timeout: 2_000 });
    }
    await expectNoAxeViolations(page);
  });
}

test('uploads through the BFF arrive whole every time, and one past 5 MB is refused', async ({ page, request }) => {
  const learner = await createStudent(request);
  await loginWithPassword(page, learner);
  await page.waitForURL(/\/en\/(dashboard|signup\/onboard)/);
  const origin = new URL(page.url()).origin;
  const jpeg = (size: number) => {
    const bytes = Buffer.alloc(size, 0x5a);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return bytes;
  };
  const post = (buffer: Buffer) =>
    page.request.post('/api/document/v1/student/documents/doc-passport/front', {
      headers: { origin },
      multipart: { uploadFile: { name: 'passport.jpg', mimeType: 'image/jpeg', buffer } },
    });
  // a body replayed by Next.js's middleware once arrived empty at random (about one in three)
  for (let i = 0; i < 8; i += 1) {
    const res = await post(jpeg(1_000_000 + i));
    expect(res.status(), await res.text()).toBe(200);
  }
  const big = await post(jpeg(6 * 1024 * 1024));
  expect(big.status()).toBe(413);
  expect(((await big.json()) as { code: string }).code).toBe('file_too_large');
});

test('the documents page has no WCAG 2.1 AA violations, in English and Arabic', async ({ page, request }) => {
  const learner = await createStudent(request);
  await loginWithPassword(page, learner);
  await page.waitForURL(/\/en\/(dashboard|signup\/onboard)/);
  for (const lang of ['en', 'ar']) {
    await page.goto(`/${lang}/dashboard/documents`);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
