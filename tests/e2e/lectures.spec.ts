import { expect, test, type Page } from '@playwright/test';
import { LECTURE_LESSONS, quizTopicId, subtopicId, videoTopicId } from '../../reference-api/src/db/seed-lectures';
import { createStudent, fillOtp, loginWithPassword } from './auth-helpers';
import { apiURL, latestCode } from './support';

// Online lectures (issue 26) in Chromium, English and Arabic: a learner verifies the lecture OTP, watches
// the first lesson's videos to the end (progress saved; a reload resumes where they stopped), passes
// the quiz and sees the next lesson open. The Arabic run also switches the lecture language, which
// is independent of the page's.

const [LESSON1, LESSON2] = LECTURE_LESSONS as [(typeof LECTURE_LESSONS)[number], (typeof LECTURE_LESSONS)[number]];

const T = {
  en: {
    title: 'Online Lecture',
    sendCode: 'Send code',
    verify: 'Verify',
    watch: (t: string) => `Watch: ${t}`,
    completed: 'Completed',
    back: 'Back to the lesson',
    takeQuiz: 'Take the quiz',
    submit: 'Submit answers',
    score: 'You scored 4 of 4 (100%).',
    next: 'Go to the next lesson',
    language: 'Lecture language',
    change: 'Change',
    tab: 'Online Lecture',
  },
  ar: {
    title: 'المحاضرة عبر الإنترنت',
    sendCode: 'إرسال الرمز',
    verify: 'تحقق',
    watch: (t: string) => `مشاهدة: ${t}`,
    completed: 'مكتمل',
    back: 'العودة إلى الدرس',
    takeQuiz: 'ابدأ الاختبار',
    submit: 'إرسال الإجابات',
    score: 'حصلت على 4 من 4 (100%).',
    next: 'الانتقال إلى الدرس التالي',
    language: 'لغة المحاضرة',
    change: 'تغيير',
    tab: 'المحاضرات عبر الإنترنت',
  },
} as const;

/** Plays the page's video (muted: a test has no gesture to unmute with) and waits for `seconds` of playback. */
async function play(page: Page, seconds?: number) {
  await page.locator('video').evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  if (seconds !== undefined) {
    await page.waitForFunction((s) => (document.querySelector('video') as HTMLVideoElement).currentTime >= s, seconds);
    await page.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: lecture OTP, a video watched to the end and resumed, the quiz passed, the next lesson open`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    const learner = await createStudent(request);
    await loginWithPassword(page, learner, lang);
    await page.waitForURL(new RegExp(`/${lang}/(dashboard|signup/onboard)`), { timeout: 30_000 });
    // a learner still onboarding has no dashboard home yet: the tab's own page is where the tabs show
    await page.goto(`/${lang}/dashboard/online-lecture`);
    await expect(page.getByRole('navigation').getByRole('link', { name: t.tab })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    // the lecture OTP: a code by SMS (read from the sandbox outbox), typed within its 5 minutes
    const since = Date.now();
    await page.getByRole('button', { name: t.sendCode }).click();
    const code = await latestCode(request, learner.phone, since);
    await fillOtp(page, code);
    await page.getByRole('button', { name: t.verify }).click();

    const language = lang === 'ar' ? 'ar' : 'en';
    if (lang === 'ar') {
      // the lecture language follows the learner's choice, not the page's
      await expect(page.getByText(LESSON1.subtopics[0]!.en, { exact: true })).toBeVisible();
      await page.getByLabel(t.language).selectOption('ar');
      await page.getByRole('button', { name: t.change }).click();
    }
    const sub1 = LESSON1.subtopics[0]![language];
    const sub2 = LESSON1.subtopics[1]![language];
    await page.getByRole('link', { name: t.watch(sub1) }).click();

    // two seconds, a pause (a progress write), a reload: the video resumes where it stopped
    await expect(page.getByRole('heading', { level: 1, name: sub1 })).toBeVisible();
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).readyState >= 1, undefined, { timeout: 60_000 });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/student/lecture/sub-topic') && r.request().method() === 'PUT');
    await play(page, 2);
    await saved;
    await page.waitForTimeout(300);
    await page.reload();
    await page.waitForFunction(() => {
      const v = document.querySelector('video') as HTMLVideoElement | null;
      return !!v && v.readyState >= 1 && v.currentTime >= 1.5;
    });
    await play(page);
    await expect(page.getByText(t.completed, { exact: true })).toBeVisible({ timeout: 15_000 });

    // the second video opens once the first is complete
    await page.getByRole('link', { name: t.back }).click();
    await page.getByRole('link', { name: t.watch(sub2) }).click();
    await page.waitForFunction(() => ((document.querySelector('video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await play(page);
    await expect(page.getByText(t.completed, { exact: true })).toBeVisible({ timeout: 15_000 });

    // the quiz: every answer unselected at first; the right ones chosen; the score and the next lesson
    await page.getByRole('link', { name: t.back }).click();
    await page.getByRole('link', { name: t.takeQuiz }).click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    for (const [i, q] of LESSON1.quiz.entries()) {
      const group = page.getByRole('group', { name: `${i + 1}. ${q.text[language]}` });
      await group.getByRole('radio', { name: q.answers[1][language] }).check();
      await group.getByRole('radio', { name: q.answers[0][language] }).check();
      // choosing one deselects the other
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    }
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.score)).toBeVisible();
    await page.getByRole('link', { name: t.next }).click();
    await expect(page.getByRole('link', { name: t.watch(LESSON2.subtopics[0]![language]) })).toBeVisible();
  });
}

test('en: the 4-hour lecture window closes on the quiz: time is up, a new code, the chosen answers still there', async ({ page, request }) => {
  test.setTimeout(300_000);
  const learner = await createStudent(request);
  await loginWithPassword(page, learner, 'en');
  await page.waitForURL(/\/en\/(dashboard|signup\/onboard)/, { timeout: 30_000 });
  const verify = async () => {
    const since = Date.now();
    await page.getByRole('button', { name: /^(Send code|Send a new code)$/ }).click();
    await fillOtp(page, await latestCode(request, learner.phone, since));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Lessons' })).toBeVisible();
  };
  await page.goto('/en/dashboard/online-lecture');
  await verify();

  // both videos of lesson 1 watched, so its quiz is open
  for (const i of [0, 1]) {
    await page.goto(`/en/lecture-video/${LESSON1.id}/${videoTopicId(LESSON1.id)}/${subtopicId(LESSON1.id, i)}`);
    await page.waitForFunction(() => ((document.querySelector('video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1, undefined, {
      timeout: 60_000,
    });
    await play(page);
    await expect(page.getByText('Completed', { exact: true })).toBeVisible({ timeout: 15_000 });
  }

  // the window now ends 20 s from now (the sandbox's stand-in for 4 hours going by); the quiz, two answers chosen
  const shortened = await request.post(`${apiURL}/sandbox/lecture-access`, { data: { phone: learner.phone, secondsLeft: 20 } });
  expect(shortened.status(), await shortened.text()).toBe(200);
  const quizPath = `/en/question-answer/${LESSON1.id}/${quizTopicId(LESSON1.id)}/quiz`;
  await page.goto(quizPath);
  const [q1, q2, q3, q4] = LESSON1.quiz.map((q, i) => page.getByRole('group', { name: `${i + 1}. ${q.text.en}` }));
  await q1!.getByRole('radio', { name: LESSON1.quiz[0]!.answers[0].en }).check();
  await q2!.getByRole('radio', { name: LESSON1.quiz[1]!.answers[0].en }).check();
  await expect(page.getByText('Time is up! Your session has expired.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);

  // the way back to a new code; then the quiz again, the two choices kept
  await page.getByRole('link', { name: 'Get a new code to continue' }).click();
  await expect(page.getByText('Time is up! Your session has expired.')).toBeVisible();
  await verify();
  await page.goto(quizPath);
  await expect(q1!.getByRole('radio', { name: LESSON1.quiz[0]!.answers[0].en })).toBeChecked();
  await expect(q2!.getByRole('radio', { name: LESSON1.quiz[1]!.answers[0].en })).toBeChecked();
  await q3!.getByRole('radio', { name: LESSON1.quiz[2]!.answers[0].en }).check();
  await q4!.getByRole('radio', { name: LESSON1.quiz[3]!.answers[0].en }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('You scored 4 of 4 (100%).')).toBeVisible();
});
