import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { fillOtp } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { apiURL, hydrated, latestCode } from './support';

// The online mock test (issue 26, D§2 /mock-test/…, docs/mock-test.md) in Chromium, English and
// Arabic: a learner verifies the texted code, reads the instructions, chooses the test language,
// answers every question one at a time (a reload keeps the answer), sees the summary, takes the video
// steps, submits, and reads the thank-you page and the report. The Arabic run is on a 360 px phone.

const M = { en, ar } as const;
type Lang = keyof typeof M;

interface Learner {
  startingCode: string;
  number: string;
  phone: string;
}

async function sandboxLearner(request: APIRequestContext): Promise<Learner> {
  const made = await request.post(`${apiURL}/sandbox/learners`, { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const [learner] = ((await made.json()) as { data: { token: string }[] }).data;
  const profile = await request.get(`${apiURL}/user/v1/student/profile`, { headers: { authorization: `Bearer ${learner!.token}` } });
  const { startingCode, number } = ((await profile.json()) as { data: { phones: { firstNumber: { startingCode: string; number: string } } } }).data
    .phones.firstNumber;
  return { startingCode, number, phone: `971${startingCode}${number}` };
}

const LOGIN = {
  en: { startingCode: 'Starting Code', number: 'Number', send: 'Send OTP', verify: 'Verify & Login' },
  ar: { startingCode: 'رمز المشغّل', number: 'الرقم', send: 'إرسال رمز التحقق', verify: 'تحقق وسجّل الدخول' },
} as const;

async function loginByCode(page: Page, request: APIRequestContext, learner: Learner, lang: Lang) {
  const l = LOGIN[lang];
  await page.goto(`/${lang}/auth/login?mode=otp`);
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel(l.startingCode, { exact: true }).selectOption(learner.startingCode);
  await main.getByLabel(l.number, { exact: true }).fill(learner.number);
  const since = Date.now();
  await main.getByRole('button', { name: l.send }).click();
  await fillOtp(page, await latestCode(request, learner.phone, since));
  await main.getByRole('button', { name: l.verify }).click();
  // the dashboard renders several upstream reads: slow on a busy machine
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`), { timeout: 30_000 });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a learner takes the mock test through every step and reads the summary and the report`, async ({ page, request }) => {
    // twenty questions, each a server round trip: slow on a busy 2-core machine
    test.setTimeout(420_000);
    const t = M[lang].mockTest;
    if (lang === 'ar') await page.setViewportSize({ width: 360, height: 740 });
    const learner = await sandboxLearner(request);
    await loginByCode(page, request, learner, lang);
    const main = page.getByRole('main');

    // the code at the door
    await page.goto(`/${lang}/mock-test`);
    await expect(main.getByRole('heading', { name: t.code.title })).toBeVisible();
    await expectNoAxeViolations(page);
    const since = Date.now();
    await main.getByRole('button', { name: t.code.send }).click();
    await expect(page).toHaveURL(/resendAfter=\d+/);
    await hydrated(page);
    await fillOtp(page, await latestCode(request, learner.phone, since));
    await main.getByRole('button', { name: t.code.verify }).click();

    // instructions, then the language (Arabic questions on the Arabic run, English on the English one)
    await expect(page).toHaveURL(new RegExp(`/${lang}/mock-test/instructions$`));
    await expect(main.getByRole('heading', { name: t.instructions.title })).toBeVisible();
    await expect(main).toContainText(t.instructions.answers_saved);
    await main.getByRole('link', { name: t.instructions.continue }).click();
    await expect(main.getByRole('heading', { name: t.language.title })).toBeVisible();
    await hydrated(page);
    await main.getByRole('radio', { name: t.language[lang] }).check();
    await main.getByRole('button', { name: t.language.start }).click();

    // the first question, answered, then a reload: the answer is still checked
    await expect(page).toHaveURL(new RegExp(`/${lang}/mock-test/question\\?n=1$`));
    await expect(main.getByRole('timer')).toBeVisible();
    const total = Number(/(\d+)\D*$/.exec((await main.getByRole('heading', { level: 1 }).textContent()) ?? '')![1]);
    expect(total).toBe(20);
    await hydrated(page);
    const legend = t.question.legend;
    await main.getByRole('group', { name: legend }).getByRole('radio').first().check();
    await main.getByRole('button', { name: t.question.next }).click();
    await expect(page).toHaveURL(/question\?n=2$/);
    await page.goto(`/${lang}/mock-test/question?n=1`);
    await expect(main.getByRole('group', { name: legend }).getByRole('radio').first()).toBeChecked();
    await expectNoAxeViolations(page);
    if (lang === 'ar') await noSidewaysScroll(page);

    // the rest, one at a time
    await page.goto(`/${lang}/mock-test/question?n=2`);
    for (let n = 2; n <= total; n++) {
      // the whole heading ('Question 3 of 20'): a bare digit was also in the previous question's
      // heading (2 in '1 of 20', 20 in every one), so the loop could act on the page it was leaving
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.question.title.replace('{n}', String(n)).replace('{total}', String(total)));
      await hydrated(page);
      await main
        .getByRole('group', { name: legend })
        .getByRole('radio')
        .nth(n % 2)
        .check();
      // a learner on a phone scrolls a little to reach the button: the next page must still open at its top
      if (n === total) await page.mouse.wheel(0, 40);
      await main.getByRole('button', { name: n === total ? t.question.review : t.question.next }).click();
      await expect(page).toHaveURL(n === total ? /\/mock-test\/summary$/ : new RegExp(`question\\?n=${n + 1}$`));
    }

    // the summary, the video steps, the submission
    await expect(main.getByRole('status')).toHaveText(t.summary.answered.replace('{answered}', String(total)).replace('{total}', String(total)));
    // it opens at its top: no tab lies under the sticky header (the question's scroll was kept, and the
    // first row of tabs was hidden and untappable on a phone; axe's target-size caught it in Arabic)
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((e) => e.getBoundingClientRect().bottom);
    const tabs = page.getByRole('navigation', { name: M[lang].dashboard.tabs.label });
    expect(await tabs.evaluate((e) => e.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
    if (lang === 'ar') await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: t.summary.continue }).click();
    await expect(main.getByRole('heading', { name: t.videoMessage.title })).toBeVisible();
    await main.getByRole('link', { name: t.videoMessage.continue }).click();
    await expect(main.getByRole('heading', { name: t.videoConfirmation.title })).toBeVisible();
    await main.getByRole('link', { name: t.videoConfirmation.ready }).click();
    await expect(main.getByRole('heading', { name: t.videoQuestion.title })).toBeVisible();
    await expect(main.getByText(t.videoQuestion.scene)).toBeVisible();
    await hydrated(page);
    await main.getByRole('group', { name: legend }).getByRole('radio').first().check();
    await main.getByRole('button', { name: t.videoQuestion.submit }).click();

    // thank-you with the score, then the report with every right answer
    await expect(page).toHaveURL(/\/mock-test\/thank-you\?attempt=mta-/);
    await expect(main.getByRole('heading', { name: t.thankYou.title })).toBeVisible();
    await expect(main).toContainText(t.thankYou.body);
    const scoreLine = t.thankYou.score.replace('{score}', '').split('{total}')[0]!.trim().split(' ')[0]!;
    await expect(main).toContainText(scoreLine);
    await main.getByRole('link', { name: t.thankYou.report }).click();
    await expect(main.getByRole('heading', { name: t.report.title })).toBeVisible();
    await expect(main.getByText(`${t.report.correctAnswer}:`, { exact: false })).toHaveCount(total + 1);
    await expectNoAxeViolations(page);
    if (lang === 'ar') await noSidewaysScroll(page);

    // the test is over: its pages send the learner back to the start
    await page.goto(`/${lang}/mock-test/question?n=1`);
    await expect(main.getByRole('link', { name: t.startAgain })).toBeVisible();
  });
}
