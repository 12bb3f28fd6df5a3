import { expect, test, type Page } from '@playwright/test';
import { LECTURE_LESSONS } from '../../reference-api/src/db/seed-lectures';
import { createStudent, fillOtp, loginWithPassword } from './auth-helpers';
import { latestCode } from './support';

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
