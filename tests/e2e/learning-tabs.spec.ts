import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AISHA, logIn } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { sidewaysOverflow } from './phone-pages';
import { apiURL } from './support';

// Issue 26 part 3 on a 360 px phone, in English and Arabic: the tab bar holds D§2's nine tabs, each on
// screen and reached by keyboard; Courses shows Aisha's course, stages and progress and links a stage to
// its results; Test Details shows her exams, attempts (Dubai time, DD-MM-YYYY h:mm A) and assessment
// results; Mock Test Schedules tells her to pay the road-test stage first, and lists a paid learner's
// booked mock test with the way to book another. No page scrolls sideways; axe finds nothing.

const M = { en, ar } as const;
type Lang = keyof typeof M;
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const TAB_KEYS = ['home', 'courses', 'payments', 'onlineLecture', 'account', 'testDetails', 'schedules', 'mockTests', 'documents'] as const;

async function fitsAndPasses(page: Page) {
  await page.waitForLoadState('networkidle');
  const { overflow, culprits } = await sidewaysOverflow(page);
  expect(overflow, `${page.url()} scrolls sideways by ${overflow}px: ${culprits.join(', ')}`).toBe(0);
  await expectNoAxeViolations(page);
}

const tabsOf = (page: Page, lang: Lang) => page.getByRole('navigation', { name: M[lang].dashboard.tabs.label });

for (const lang of ['en', 'ar'] as const) {
  const m = M[lang];

  test(`${lang}: nine tabs on screen and by keyboard; Courses, Test Details and Mock Test Schedules for Aisha`, async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, AISHA, lang, { open: true });
    await page.waitForURL(new RegExp(`/${lang}/dashboard$`));
    const tabs = tabsOf(page, lang);
    const links = tabs.getByRole('link');
    await expect(links).toHaveText(TAB_KEYS.map((k) => m.dashboard.tabs[k]));
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(tabs.getByRole('link', { name: m.dashboard.tabs.onlineLecture })).toHaveAttribute('href', `/${lang}/dashboard/online-lecture`);
    // the keyboard walks the tabs in their order (plain links: no script needed)
    await page.waitForLoadState('networkidle');
    await links.first().focus();
    for (const key of TAB_KEYS.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(tabs.getByRole('link', { name: m.dashboard.tabs[key], exact: true })).toBeFocused();
    }

    // Courses: the course, its progress and stages; a paid stage links to its results
    await tabs.getByRole('link', { name: m.dashboard.tabs.courses, exact: true }).click();
    await page.waitForURL(new RegExp(`/${lang}/dashboard/courses$`));
    await expect(tabsOf(page, lang).getByRole('link', { name: m.dashboard.tabs.courses, exact: true })).toHaveAttribute('aria-current', 'page');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: m.courses.title })).toBeVisible();
    await expect(main.getByRole('progressbar', { name: m.courses.stagesPaid })).toHaveAttribute(
      'aria-valuetext',
      m.courses.stagesPaidValue.replace('{paid}', '2').replace('{total}', '7'),
    );
    await expect(main.getByRole('progressbar', { name: m.courses.examsPassed })).toHaveAttribute(
      'aria-valuetext',
      m.courses.examsPassedValue.replace('{passed}', '1').replace('{total}', '5'),
    );
    await expect(
      main.getByRole('heading', { name: lang === 'en' ? 'Part 4: Road test and licence' : 'الجزء 4: اختبار الطريق والرخصة' }),
    ).toBeVisible();
    await fitsAndPasses(page);
    const theory = lang === 'en' ? 'Theory lectures' : 'المحاضرات النظرية';
    await main.getByRole('link', { name: m.courses.resultsLinkFor.replace('{stage}', theory) }).click();

    // Test Details, one stage's results (instanceCode), then every stage's
    await page.waitForURL(new RegExp(`/${lang}/dashboard/test-details\\?stage=lmv-std-s-theory$`));
    const details = page.getByRole('main');
    const assessments = details.getByRole('region', { name: m.testDetails.assessmentsTitle });
    await expect(assessments.getByRole('status')).toHaveText(new RegExp(m.testDetails.filtered.replace('{stage}', theory)));
    await expect(assessments.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1);
    await expect(assessments).toContainText(
      lang === 'en' ? 'Lecture 1 quiz: traffic rules and signs' : 'اختبار المحاضرة الأولى: قواعد المرور والإشارات',
    );
    await expect(assessments).toContainText(lang === 'en' ? '03-11-2026 10:30 AM' : '03-11-2026 10:30 ص');
    await fitsAndPasses(page);
    await assessments.getByRole('link', { name: m.testDetails.showAll }).click();
    await page.waitForURL(new RegExp(`/${lang}/dashboard/test-details$`));
    const exams = page.getByRole('region', { name: m.testDetails.examsTitle });
    const theoryTest = exams
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: lang === 'en' ? 'RTA theory test' : 'اختبار النظري في الهيئة' }) });
    await expect(theoryTest).toContainText(m.testDetails.status.BOOKED);
    await expect(theoryTest).toContainText(lang === 'en' ? '09-12-2026 2:30 PM' : '09-12-2026 2:30 م');
    const attempts = page.getByRole('region', { name: m.testDetails.attemptsTitle });
    const failed = attempts.getByRole('listitem').filter({ hasText: m.testDetails.attemptStatus.FAILED });
    await expect(failed).toContainText(lang === 'en' ? '18-11-2026 9:00 AM' : '18-11-2026 9:00 ص');
    await expect(failed).toContainText(m.testDetails.scoreValue.replace('{score}', '24').replace('{max}', '35'));
    await expect(page.getByRole('region', { name: m.testDetails.assessmentsTitle }).getByRole('heading', { level: 3 })).toHaveCount(2);
    await fitsAndPasses(page);

    // Mock Test Schedules: the road-test stage that opens mock tests is not paid yet
    await tabsOf(page, lang).getByRole('link', { name: m.dashboard.tabs.mockTests, exact: true }).click();
    await page.waitForURL(new RegExp(`/${lang}/dashboard/mock-test-schedules$`));
    const mock = page.getByRole('main');
    await expect(mock.getByRole('status').filter({ hasText: m.schedules.feesUnpaid })).toBeVisible();
    await expect(mock.getByRole('link', { name: m.mockTests.payLink })).toHaveAttribute('href', `/${lang}/dashboard/payment`);
    await expect(mock.getByText(m.mockTests.noUpcoming)).toBeVisible();
    await fitsAndPasses(page);
  });
}

// ---------------------------------------------------------------- a learner with a mock test booked

async function paidLearnerWithMockTest(request: APIRequestContext) {
  const made = await request.post(`${apiURL}/sandbox/learners`, { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const token = ((await made.json()) as { data: { token: string }[] }).data[0]!.token;
  const auth = { authorization: `Bearer ${token}` };
  const profile = (await (await request.get(`${apiURL}/user/v1/student/profile`, { headers: auth })).json()) as {
    data: { phones: { firstNumber: { startingCode: string; number: string } } };
  };
  const day = (ahead: number) => `${new Date(Date.now() + 4 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
  const found = await request.post(`${apiURL}/schedule/v1/mock-test/find-schedule`, { headers: auth, data: { startDate: day(3), endDate: day(9) } });
  expect(found.status(), await found.text()).toBe(200);
  const slot = ((await found.json()) as { data: { slots: { slotId: string; status: string; startsAt: string }[] } }).data.slots.find(
    (s) => s.status === 'AVAILABLE',
  )!;
  const booked = await request.post(`${apiURL}/schedule/v1/mock-test/book-schedule`, { headers: auth, data: { slotId: slot.slotId } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { startingCode, number } = profile.data.phones.firstNumber;
  return { startingCode, number, phone: `971${startingCode}${number}`, id: ((await booked.json()) as { data: { _id: string } }).data._id };
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a learner's booked mock test is listed, with the way to book another`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const learner = await paidLearnerWithMockTest(request);
    // sandbox learners have no password: a texted code
    expect(await logIn(page, learner, lang, { by: 'code' })).toMatch(new RegExp(`/${lang}/dashboard$`));

    await page.goto(`/${lang}/dashboard/mock-test-schedules`);
    const upcoming = page.getByRole('region', { name: M[lang].mockTests.upcomingTitle });
    await expect(upcoming.locator(`a[href$="/schedules/${learner.id}"]`)).toBeVisible();
    await expect(upcoming).toContainText(M[lang].schedules.kind.mockTest);
    await expect(page.getByRole('main').getByRole('link', { name: M[lang].mockTests.book })).toHaveAttribute(
      'href',
      `/${lang}/dashboard/schedules/book?kind=mockTest`,
    );
    await fitsAndPasses(page);
  });
}
