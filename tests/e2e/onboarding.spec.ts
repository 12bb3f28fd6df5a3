import { expect, test, type APIRequestContext } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { studentCourseSchema } from '../../lib/upstream/schemas/onboarding';
import { createStudent, PASSWORD, type Account, logIn } from './auth-helpers';
import { personalDetails } from './onboarding-helpers';
import { apiURL, hydrated } from './support';

// The onboarding wizard (R§2, R§4, R§5, R§9) in a real browser on a phone-sized screen: a new learner
// goes personal details → course → plan and sees the amount the API computes, itemised; a reload at
// each step comes back to that step; English and Arabic; the plan step by keyboard alone.

test.use({ viewport: { width: 390, height: 844 } });

const M = { en, ar } as const;
type Lang = keyof typeof M;

/** What the API says this payment asks for, read as the portal reads it (the page must show the same figure). */
async function quote(request: APIRequestContext, learner: Account) {
  const login = await request.post(`${apiURL}/user/v1/auth/login`, { data: { username: learner.phone, password: PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string } };
  const res = await request.get(`${apiURL}/course/v1/student/course`, { headers: { authorization: `Bearer ${data.token}` } });
  return studentCourseSchema.parse(((await res.json()) as { data: unknown }).data).quote;
}

const aed = (fils: number, lang: Lang) => {
  const text = `${Math.floor(fils / 100).toLocaleString('en-US')}.${String(fils % 100).padStart(2, '0')}`;
  return lang === 'ar' ? `${text} د.إ` : `AED ${text}`;
};

for (const lang of ['en', 'ar'] as const) {
  test(`a new learner goes from personal details to an itemised amount (${lang})`, async ({ page, request }) => {
    const m = M[lang];
    const learner = await createStudent(request);
    expect(await logIn(page, learner, lang)).toMatch(new RegExp(`/${lang}/(dashboard|signup/onboard)`));
    await page.goto(`/${lang}/signup/onboard`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    await personalDetails(page, lang);
    const main = page.getByRole('main');
    // Step 2: the tabs of R§9 and the per-hour price; a reload stays on this step.
    await page.reload();
    await expect(main.getByRole('heading', { name: m.course.title })).toBeVisible();
    const tabs = main.getByRole('navigation', { name: m.course.tabsLabel });
    await tabs.getByRole('link', { name: new RegExp(m.course.tabs.elite) }).click();
    await expect(main.getByRole('heading', { name: /VIP 10|كبار الشخصيات 10/ })).toBeVisible();
    await tabs.getByRole('link', { name: new RegExp(m.course.tabs.standard) }).click();
    const card = main.getByRole('article', { name: lang === 'en' ? 'Light vehicle, standard' : 'مركبة خفيفة، قياسي' });
    await expect(card).toContainText(lang === 'en' ? 'AED 115.00 per hour' : '115.00 د.إ للساعة');
    await hydrated(page);
    await card.getByRole('button').click();

    // Step 3: the plan, stage payment, a promotion and a referral; the amount is the API's.
    await expect(main.getByRole('heading', { name: m.plan.title })).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(main.getByRole('heading', { name: m.plan.title })).toBeVisible();
    await hydrated(page);
    await main.getByLabel(m.plan.plans.stagePayment).click();
    const practical = main.getByRole('checkbox', { name: lang === 'en' ? /Practical training/ : /التدريب العملي/ });
    await expect(practical).not.toBeChecked();
    await practical.click();
    await expect(main.getByText(lang === 'en' ? /This payment covers: .*Practical training/ : /تغطي هذه الدفعة: .*التدريب العملي/)).toBeVisible();
    await expect(main.getByRole('checkbox').first()).toBeDisabled();

    await main.getByText(m.plan.promoOpen).click();
    await main.getByRole('button', { name: m.plan.applyNamed.replace('{code}', 'WELCOME10') }).click();
    await expect(main.getByText(m.plan.promoActive.replace('{code}', 'WELCOME10').split(':')[0]!)).toBeVisible();

    await main.getByRole('checkbox', { name: m.plan.hasReferral }).click();
    const referral = main.getByRole('textbox', { name: m.plan.referralCode });
    await main.getByRole('button', { name: m.plan.applyReferral }).click();
    await expect(main.getByText(m.validation.referral_required)).toBeVisible();
    await referral.fill('FRIEND150');
    await main.getByRole('button', { name: m.plan.applyReferral }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: m.plan.referralApplied })).toBeVisible();

    const summary = main.getByRole('region', { name: m.plan.amountTitle });
    const q = await quote(request, learner);
    expect(q.discountFils).toBeGreaterThan(0);
    expect(q.referralFils).toBe(15000);
    await expect(
      summary
        .getByRole('definition')
        .filter({ hasText: aed(q.payableFils, lang) })
        .first(),
    ).toBeVisible();
    await expect(summary).toContainText(m.plan.remaining);
    // R§5: proceed is live while something is to pay (paying itself: payment.spec.ts)
    await expect(main.getByRole('button', { name: m.payment.proceed })).toBeEnabled();
    await expect(main.getByRole('group', { name: m.payment.methodLabel }).getByLabel(m.payment.methods.online)).toBeChecked();
  });
}

test('the plan step works by keyboard alone', async ({ page, request }) => {
  const learner = await createStudent(request);
  expect(await logIn(page, learner)).toMatch(/\/en\/(dashboard|signup\/onboard)/);
  await page.goto('/en/signup/onboard');
  await personalDetails(page, 'en');
  const main = page.getByRole('main');
  const choose = main.getByRole('button', { name: /^Choose Light vehicle, standard/ });
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Choose Payment Plan' })).toBeVisible({ timeout: 15_000 });
  await hydrated(page);
  await main.getByLabel('Full Payment').focus();
  await page.keyboard.press('ArrowDown');
  const road = main.getByRole('checkbox', { name: /Road test and licence/ });
  await expect(road).toBeVisible();
  // the API's answer to the plan change is in: the amount covers the first stages only
  await expect(main.getByRole('region', { name: 'Amount to pay' })).not.toHaveAttribute('aria-busy');
  await expect(main.getByText('This payment covers: Registration and theory, Assessment drive', { exact: true })).toBeVisible();
  await road.focus();
  await page.keyboard.press('Space');
  await expect(road).toBeChecked();
  await expect(main.getByRole('checkbox', { name: /Practical training/ })).toBeChecked();
  await expect(main.getByText(/This payment covers: .*Road test and licence/)).toBeVisible();
});

test('choosing a course before the personal details is refused by the API, whatever the browser sends', async ({ request }) => {
  const learner = await createStudent(request);
  const login = await request.post(`${apiURL}/user/v1/auth/login`, { data: { username: learner.phone, password: PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string } };
  const res = await request.post(`${apiURL}/course/v1/student/choose-course`, {
    headers: { authorization: `Bearer ${data.token}` },
    data: { courseCode: 'LMV-STD', courseType: 'ct-regular' },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { code: string }).code).toBe('stage_out_of_order');
});
