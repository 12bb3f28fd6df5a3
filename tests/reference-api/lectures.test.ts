import { eq } from 'drizzle-orm';
import { users } from '../../reference-api/src/db/schema/index';
import { answerId, LECTURE_LESSONS, LECTURE_VIDEO_SECONDS, questionId, quizTopicId, subtopicId } from '../../reference-api/src/db/seed-lectures';
import { LECTURE_ACCESS_SECONDS } from '../../reference-api/src/modules/lectures/contract';
import { parseRange } from '../../reference-api/src/modules/lectures/range';
import { call, expectError, get, latestCode, post, put, startTestApp, type TestApp } from './support/test-app';

// Online lectures (issue 26, D§3, D§4, D§7, D§9): the lecture OTP opens them; videos stream with ranges;
// a subtopic completes only when really watched; subtopics, quizzes and lessons unlock in order; the quiz
// is scored on the server (its right answers never sent before a submit); one learner never sees
// another's progress.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

const LESSON1 = LECTURE_LESSONS[0]!;
const LESSON2 = LECTURE_LESSONS[1]!;
const q = (lessonId?: string, language = 'en') =>
  `/student/lecture?licenseTypeId=lt-lmv&language=${language}${lessonId ? `&lessonId=${lessonId}` : ''}`;

async function learner(): Promise<{ token: string; userId: string; phone: string }> {
  const res = await post(t.app, '/sandbox/learners', { count: 1 });
  const { token, userId } = res.body.data[0];
  const [row] = await t.handle.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return { token, userId, phone: row!.phone };
}

async function verified() {
  const l = await learner();
  expect((await post(t.app, '/student/send-lecture-otp', { source: 'web' }, l.token)).status).toBe(200);
  const res = await post(t.app, '/student/verify-lecture-otp', { otp: await latestCode(t.app, l.phone) }, l.token);
  expect(res.status).toBe(200);
  return l;
}

const report = (token: string, id: string, completedTime: number) =>
  put(
    t.app,
    '/student/lecture/sub-topic',
    { id, completePercentage: Math.round((completedTime / LECTURE_VIDEO_SECONDS) * 100), completedTime },
    token,
  );

/** Plays a subtopic at real speed on the test clock: a report on play, then one a second until the end. */
async function watch(token: string, id: string) {
  expect((await report(token, id, 0)).status).toBe(200);
  let last;
  for (let s = 1; s <= LECTURE_VIDEO_SECONDS; s++) {
    t.clock.advance(1000);
    last = await report(token, id, s);
  }
  return last!;
}

/** The seed's right answers (answer 0 of each question) or, with `wrong`, the first `wrong` questions answered wrongly. */
function answers(lesson = LESSON1, wrong = 0) {
  return lesson.quiz.map((question, i) => ({
    _id: questionId(lesson.id, i),
    answers: question.answers.map((_, k) => ({ _id: answerId(lesson.id, i, k), isSelected: i < wrong ? k === 1 : k === 0 })),
  }));
}

async function quizAttempt(token: string, lessonId = LESSON1.id) {
  const lesson = (await get(t.app, q(lessonId), token)).body.data.lesson;
  return lesson.topics.find((x: { type: string }) => x.type === 'quiz');
}

describe('lecture OTP', () => {
  it('lectures are closed until a code is verified; the send answers an expiry 5 minutes ahead', async () => {
    const l = await learner();
    expectError(await get(t.app, q(), l.token), 403, 'lecture_otp_required');
    const sent = await post(t.app, '/student/send-lecture-otp', { source: 'web' }, l.token);
    expect(sent.status).toBe(200);
    expect(Date.parse(sent.body.data.otpExpiry) - t.clock.now()).toBeGreaterThan(299_000);
    expect(Date.parse(sent.body.data.otpExpiry) - t.clock.now()).toBeLessThanOrEqual(300_000);
    expect((await get(t.app, '/student/lecture/access', l.token)).body.data.otpExpiry).toBe(sent.body.data.otpExpiry);
    const code = await latestCode(t.app, l.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await post(t.app, '/student/verify-lecture-otp', { otp: wrong }, l.token), 400, 'otp_invalid');
    expectError(await post(t.app, '/student/verify-lecture-otp', { otp: '12' }, l.token), 400, 'invalid_data');
    expect((await post(t.app, '/student/verify-lecture-otp', { otp: code }, l.token)).status).toBe(200);
    expect((await get(t.app, q(), l.token)).status).toBe(200);
    // single use
    expectError(await post(t.app, '/student/verify-lecture-otp', { otp: code }, l.token), 400, 'otp_invalid');
  });

  it('an expired code is refused with its message', async () => {
    const l = await learner();
    await post(t.app, '/student/send-lecture-otp', {}, l.token);
    const code = await latestCode(t.app, l.phone);
    t.clock.advance(301_000);
    expectError(await post(t.app, '/student/verify-lecture-otp', { otp: code }, l.token), 410, 'otp_expired');
  });

  it('a stranger (no token) is refused', async () => {
    expectError(await get(t.app, q()), 401, 'unauthorized');
    expectError(await post(t.app, '/student/send-lecture-otp', {}), 401, 'unauthorized');
  });
});

describe('the lecture window', () => {
  it('closes 4 hours after the code: a millisecond past it, progress, the quiz and the video are 403 lecture_otp_required', async () => {
    const l = await learner();
    await post(t.app, '/student/send-lecture-otp', { source: 'web' }, l.token);
    const opened = await post(t.app, '/student/verify-lecture-otp', { otp: await latestCode(t.app, l.phone) }, l.token);
    const accessUntil = Date.parse(opened.body.data.accessUntil);
    expect(accessUntil - t.clock.now()).toBeGreaterThan(LECTURE_ACCESS_SECONDS * 1000 - 5_000);
    expect(accessUntil - t.clock.now()).toBeLessThanOrEqual(LECTURE_ACCESS_SECONDS * 1000);
    // both videos watched inside the window: the quiz is open
    await watch(l.token, subtopicId(LESSON1.id, 0));
    await watch(l.token, subtopicId(LESSON1.id, 1));
    const quiz = await quizAttempt(l.token);
    expect(quiz.isLocked).toBe(false);
    const video = `/student/lecture/video/${subtopicId(LESSON1.id, 0)}?language=en`;
    expect((await get(t.app, video, l.token)).status).toBe(200);
    const submit = () =>
      put(
        t.app,
        '/student/lecture/question',
        { lessonId: LESSON1.id, topicId: quiz._id, attempt: quiz.nextAttempt, questionAnswers: answers() },
        l.token,
      );

    t.clock.advance(accessUntil - t.clock.now() + 1);
    expectError(await report(l.token, subtopicId(LESSON1.id, 1), 1), 403, 'lecture_otp_required');
    expectError(await submit(), 403, 'lecture_otp_required');
    expectError(await get(t.app, video, l.token), 403, 'lecture_otp_required');
    expectError(
      await call(t.app, { method: 'GET', url: video, headers: { authorization: `Bearer ${l.token}`, range: 'bytes=0-99' } }),
      403,
      'lecture_otp_required',
    );
    expectError(await get(t.app, q(LESSON1.id), l.token), 403, 'lecture_otp_required');
    expect((await get(t.app, '/student/lecture/access', l.token)).body.data.accessUntil).toBeNull();

    // a new code opens the window again; the refused submit used no attempt
    await post(t.app, '/student/send-lecture-otp', { source: 'web' }, l.token);
    expect((await post(t.app, '/student/verify-lecture-otp', { otp: await latestCode(t.app, l.phone) }, l.token)).status).toBe(200);
    const scored = await submit();
    expect(scored.status).toBe(200);
    expect(scored.body.data).toMatchObject({ attempt: quiz.nextAttempt, passed: true });
  });
});

describe('POST /sandbox/lecture-access (end-to-end tests: a window that ends soon)', () => {
  it("ends a learner's window the given seconds from now; a learner with no window is 404", async () => {
    const l = await verified();
    const res = await post(t.app, '/sandbox/lecture-access', { phone: l.phone, secondsLeft: 0 });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.data.accessUntil)).toBeLessThanOrEqual(t.clock.now());
    expectError(await get(t.app, q(), l.token), 403, 'lecture_otp_required');
    const stranger = await learner();
    expectError(await post(t.app, '/sandbox/lecture-access', { phone: stranger.phone, secondsLeft: 10 }), 404, 'not_found');
  });
});

describe('curriculum and video', () => {
  it('lesson 1 open, later lessons locked; no right answer in the quiz; answers unselected', async () => {
    const l = await verified();
    const res = await get(t.app, q(undefined, 'ar'), l.token);
    expect(res.status).toBe(200);
    const { lessons, lesson } = res.body.data;
    expect(lessons.map((x: { isLocked: boolean }) => x.isLocked)).toEqual([false, true, true]);
    expect(lesson._id).toBe(LESSON1.id);
    expect(lesson.title).toBe(LESSON1.title.ar);
    const [video, quiz] = lesson.topics;
    expect(video.subTopics.map((s: { isLocked: boolean }) => s.isLocked)).toEqual([false, true]);
    expect(quiz.isLocked).toBe(true);
    expect(quiz.questionAnswers).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/isCorrect/);
    expectError(await get(t.app, q('lec-nope'), l.token), 404, 'lesson_not_found');
    // another licence type's curriculum is not this learner's
    expectError(await get(t.app, '/student/lecture?licenseTypeId=lt-motorcycle&language=en', l.token), 404, 'lesson_not_found');
  });

  it('streams with ranges: 206 with Content-Range, a seek into the middle, 416 past the end', async () => {
    const l = await verified();
    const url = `/student/lecture/video/${subtopicId(LESSON1.id, 0)}?language=en`;
    const whole = await call(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${l.token}` } });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = Number(whole.headers['content-length']);
    expect(size).toBeGreaterThan(1000);
    const mid = Math.floor(size / 2);
    const part = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${l.token}`, range: `bytes=${mid}-${mid + 99}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${mid}-${mid + 99}/${size}`);
    expect(part.rawPayload.length).toBe(100);
    const full = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${l.token}` } });
    expect(part.rawPayload.equals(full.rawPayload.subarray(mid, mid + 100))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${l.token}`, range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    // the second subtopic is still locked; its video too
    const lockedUrl = `/student/lecture/video/${subtopicId(LESSON1.id, 1)}?language=en`;
    expectError(await get(t.app, lockedUrl, l.token), 403, 'lecture_locked');
  });

  it('parses the range forms a browser sends', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ kind: 'partial', start: 6, end: 9 });
    expect(parseRange('bytes=2-100', 10)).toEqual({ kind: 'partial', start: 2, end: 9 });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=5-2', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
  });
});

describe('progress', () => {
  it('seeking to the end completes nothing; watching at real speed completes and unlocks the next subtopic', async () => {
    const l = await verified();
    const first = subtopicId(LESSON1.id, 0);
    expect((await report(l.token, first, 0)).body.data.isCompleted).toBe(false);
    t.clock.advance(500);
    const skipped = await report(l.token, first, LECTURE_VIDEO_SECONDS);
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toMatchObject({ isCompleted: false, completedTime: LECTURE_VIDEO_SECONDS });
    expect(skipped.body.data.completePercentage).toBeLessThan(90);
    // a claimed 100% changes nothing either: the server counts
    const claimed = await put(
      t.app,
      '/student/lecture/sub-topic',
      { id: first, completePercentage: 100, completedTime: LECTURE_VIDEO_SECONDS },
      l.token,
    );
    expect(claimed.body.data.isCompleted).toBe(false);
    expectError(await report(l.token, subtopicId(LESSON1.id, 1), 1), 403, 'lecture_locked');

    // back to the start and watched through
    const done = await watch(l.token, first);
    expect(done.body.data).toMatchObject({ isCompleted: true, completePercentage: 100 });
    const lesson = (await get(t.app, q(LESSON1.id), l.token)).body.data.lesson;
    expect(lesson.topics[0].subTopics[0]).toMatchObject({ isCompleted: true, completedTime: LECTURE_VIDEO_SECONDS });
    expect(lesson.topics[0].subTopics[1].isLocked).toBe(false);
  });

  it('resumes where the learner stopped', async () => {
    const l = await verified();
    const first = subtopicId(LESSON1.id, 0);
    await report(l.token, first, 0);
    t.clock.advance(2000);
    await report(l.token, first, 2);
    const sub = (await get(t.app, q(LESSON1.id), l.token)).body.data.lesson.topics[0].subTopics[0];
    expect(sub).toMatchObject({ completedTime: 2, completePercentage: 50, isCompleted: false });
  });

  it("A never sees B's progress: B's subtopic state is B's own, and a foreign id is 404", async () => {
    const a = await verified();
    const b = await verified();
    await watch(a.token, subtopicId(LESSON1.id, 0));
    const bView = (await get(t.app, q(LESSON1.id), b.token)).body.data.lesson.topics[0].subTopics[0];
    expect(bView).toMatchObject({ isCompleted: false, completePercentage: 0 });
    // a subtopic of a curriculum that is not the learner's is not found
    expectError(await report(a.token, subtopicId('lec-mc-1', 0), 1), 404, 'lesson_not_found');
    expectError(await get(t.app, `/student/lecture/video/${subtopicId('lec-mc-1', 0)}?language=en`, a.token), 404, 'lesson_not_found');
  });

  it('two reports at once credit the same seconds once', async () => {
    const l = await verified();
    const first = subtopicId(LESSON1.id, 0);
    await report(l.token, first, 0);
    t.clock.advance(2000);
    const both = await Promise.all([report(l.token, first, 2), report(l.token, first, 2)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const sub = (await get(t.app, q(LESSON1.id), l.token)).body.data.lesson.topics[0].subTopics[0];
    expect(sub.completePercentage).toBe(50);
  });
});

describe('quiz', () => {
  async function readyForQuiz() {
    const l = await verified();
    for (let i = 0; i < LESSON1.subtopics.length; i++) await watch(l.token, subtopicId(LESSON1.id, i));
    return l;
  }

  it('locked until every video is watched; then scored here; a pass unlocks the next lesson', async () => {
    const l = await verified();
    expectError(
      await put(
        t.app,
        '/student/lecture/question',
        { lessonId: LESSON1.id, topicId: quizTopicId(LESSON1.id), attempt: 1, questionAnswers: answers() },
        l.token,
      ),
      403,
      'lecture_locked',
    );
    for (let i = 0; i < LESSON1.subtopics.length; i++) await watch(l.token, subtopicId(LESSON1.id, i));
    const quiz = await quizAttempt(l.token);
    expect(quiz.isLocked).toBe(false);
    expect(quiz.questionAnswers).toHaveLength(LESSON1.quiz.length);
    expect(quiz.questionAnswers.flatMap((x: { answers: { isSelected: boolean }[] }) => x.answers.map((a) => a.isSelected))).not.toContain(true);
    expect(quiz.nextAttempt).toBe(1);

    // 2 of 4 right: 50% < 75%
    const failed = await put(
      t.app,
      '/student/lecture/question',
      { lessonId: LESSON1.id, topicId: quiz._id, attempt: 1, questionAnswers: answers(LESSON1, 2) },
      l.token,
    );
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ correct: 2, total: 4, percentage: 50, passed: false, passMark: 75, nextLessonUnlocked: false });
    expect(failed.body.data.questionAnswers[0].answers.find((a: { isCorrect: boolean }) => a.isCorrect)._id).toBe(answerId(LESSON1.id, 0, 0));
    expect((await get(t.app, q(), l.token)).body.data.lessons[1].isLocked).toBe(true);

    // 3 of 4: 75% passes
    const passed = await put(
      t.app,
      '/student/lecture/question',
      { lessonId: LESSON1.id, topicId: quiz._id, attempt: 2, questionAnswers: answers(LESSON1, 1) },
      l.token,
    );
    expect(passed.body.data).toMatchObject({ correct: 3, percentage: 75, passed: true, nextLessonId: LESSON2.id, nextLessonUnlocked: true });
    const after = (await get(t.app, q(), l.token)).body.data;
    expect(after.lessons.map((x: { isLocked: boolean; isPassed: boolean }) => [x.isLocked, x.isPassed])).toEqual([
      [false, true],
      [false, false],
      [true, false],
    ]);
    expect(after.lesson._id).toBe(LESSON2.id);
    expect(after.lesson.topics[0].subTopics[0].isLocked).toBe(false);
  });

  it('refuses a half-answered quiz, two answers to one question, and a wrong lesson', async () => {
    const l = await readyForQuiz();
    const base = { lessonId: LESSON1.id, topicId: quizTopicId(LESSON1.id), attempt: 1 };
    expectError(await put(t.app, '/student/lecture/question', { ...base, questionAnswers: answers().slice(1) }, l.token), 400, 'quiz_incomplete');
    const two = answers();
    two[0]!.answers[1]!.isSelected = true;
    expectError(await put(t.app, '/student/lecture/question', { ...base, questionAnswers: two }, l.token), 400, 'quiz_incomplete');
    expectError(
      await put(t.app, '/student/lecture/question', { ...base, lessonId: 'lec-nope', questionAnswers: answers() }, l.token),
      404,
      'lesson_not_found',
    );
    expectError(
      await put(t.app, '/student/lecture/question', { ...base, topicId: quizTopicId(LESSON2.id), questionAnswers: answers() }, l.token),
      404,
      'lesson_not_found',
    );
  });

  it('the same submit twice at once stores one attempt; other answers under a used number are refused', async () => {
    const l = await readyForQuiz();
    const body = { lessonId: LESSON1.id, topicId: quizTopicId(LESSON1.id), attempt: 1, questionAnswers: answers() };
    const both = await Promise.all([put(t.app, '/student/lecture/question', body, l.token), put(t.app, '/student/lecture/question', body, l.token)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body.data).toEqual(both[1].body.data);
    expect((await quizAttempt(l.token)).nextAttempt).toBe(2);
    expectError(await put(t.app, '/student/lecture/question', { ...body, questionAnswers: answers(LESSON1, 4) }, l.token), 409, 'quiz_attempt_used');
  });

  it("B cannot submit into A's locked lesson and sees none of A's results", async () => {
    const a = await readyForQuiz();
    const b = await verified();
    await put(
      t.app,
      '/student/lecture/question',
      { lessonId: LESSON1.id, topicId: quizTopicId(LESSON1.id), attempt: 1, questionAnswers: answers() },
      a.token,
    );
    const bQuiz = await quizAttempt(b.token);
    expect(bQuiz).toMatchObject({ isLocked: true, lastResult: null, nextAttempt: 1 });
    expectError(
      await put(
        t.app,
        '/student/lecture/question',
        { lessonId: LESSON1.id, topicId: quizTopicId(LESSON1.id), attempt: 1, questionAnswers: answers() },
        b.token,
      ),
      403,
      'lecture_locked',
    );
    // A's pass opened lesson 2 for A only
    expect((await get(t.app, q(LESSON2.id), b.token)).body.data.lesson).toMatchObject({ isLocked: true, topics: [] });
    expect((await get(t.app, q(LESSON2.id), a.token)).body.data.lesson).toMatchObject({ isLocked: false });
  });
});

describe('lecture language', () => {
  it('is stored apart from the page language and keeps progress', async () => {
    const l = await verified();
    expect((await get(t.app, '/student/lecture/access', l.token)).body.data.language).toBe('en');
    expect((await put(t.app, '/student/lecture/language', { language: 'ar' }, l.token)).body.data.language).toBe('ar');
    expect((await get(t.app, '/student/lecture/access', l.token)).body.data).toMatchObject({ language: 'ar', accessUntil: expect.any(String) });
    expectError(await put(t.app, '/student/lecture/language', { language: 'fr' }, l.token), 400, 'invalid_data');
    await watch(l.token, subtopicId(LESSON1.id, 0));
    const ar = (await get(t.app, q(LESSON1.id, 'ar'), l.token)).body.data.lesson.topics[0].subTopics[0];
    expect(ar).toMatchObject({ isCompleted: true, title: LESSON1.subtopics[0]!.ar, videoPath: expect.stringContaining('language=ar') });
  });
});
