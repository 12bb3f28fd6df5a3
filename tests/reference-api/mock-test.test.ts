import { DEMO, expectError, get, latestCode, login, newLearner, post, put, startTestApp, type TestApp } from './support/test-app';
import { call } from './support/test-app';

// The online mock test (issue 26, D§7 "Mock test", docs/mock-test.md): the code at the door, an attempt
// with a server deadline, answers kept per question, no correct answer before submission, the result
// stored once however often it is submitted, and only the learner's own attempts.

let t: TestApp;
let aisha: string;
beforeAll(async () => {
  t = await startTestApp({ OTP_RESEND_SECONDS: '0' });
  aisha = await login(t.app, DEMO.aisha);
}, 120_000);
afterAll(async () => t?.close());

const getLang = (url: string, token: string, lang: 'en' | 'ar') =>
  call(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

/** The learner's phone from their profile (the code goes there). */
async function phoneOf(token: string) {
  const { countryCode, startingCode, number } = (await get(t.app, '/user/v1/student/profile', token)).body.data.phones.firstNumber;
  return `${countryCode}${startingCode}${number}`;
}

/** Send, read from the sandbox outbox, verify; then start in `language`. */
async function startAttempt(token: string, language: 'en' | 'ar' = 'en') {
  expect((await post(t.app, '/user/v1/auth/send-mocktest-otp', { examType: 'LMV' }, token)).status).toBe(200);
  const otp = await latestCode(t.app, await phoneOf(token));
  expect((await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp }, token)).status).toBe(200);
  const res = await post(t.app, '/mock-test/v1/start', { examType: 'LMV', language }, token);
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('the mock-test code', () => {
  it('is sent by SMS, refused when wrong, used once when right', async () => {
    const token = await newLearner(t.app);
    const sent = await post(t.app, '/user/v1/auth/send-mocktest-otp', {}, token);
    expect(sent.status).toBe(200);
    expect(Date.parse(sent.body.data.otpExpiry)).toBeGreaterThan(t.clock.now());
    const otp = await latestCode(t.app, await phoneOf(token));
    expect(otp).toMatch(/^\d{6}$/);
    const wrong = otp === '000000' ? '111111' : '000000';
    expectError(await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp: wrong }, token), 400, 'otp_invalid');
    expectError(await post(t.app, '/mock-test/v1/start', { examType: 'LMV', language: 'en' }, token), 403, 'mock_test_code_required');
    const ok = await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.verified).toBe(true);
    expectError(await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp }, token), 400, 'otp_invalid');
  });

  it('locks after five wrong tries, expires, and a resend sends a new code', async () => {
    const token = await newLearner(t.app);
    await post(t.app, '/user/v1/auth/send-mocktest-otp', {}, token);
    const phone = await phoneOf(token);
    const first = await latestCode(t.app, phone);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectError(await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp: wrong }, token), 400, 'otp_invalid');
    expectError(await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp: first }, token), 429, 'otp_attempts');
    const resent = await post(t.app, '/user/v1/auth/resend-mock-test-otp', {}, token);
    expect(resent.status).toBe(200);
    const second = await latestCode(t.app, phone);
    t.clock.advance(t.env.OTP_TTL_SECONDS * 1000 + 1000);
    expectError(await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp: second }, token), 410, 'otp_expired');
  });

  it('is budgeted per learner (the sixth send in the window is refused)', async () => {
    const token = await newLearner(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(t.app, '/user/v1/auth/send-mocktest-otp', {}, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(t.env.OTP_SENDS_PER_PURPOSE);
    expectError(
      answers.find((a) => a.status !== 200)!,
      429,
      'otp_send_limit',
    );
  });

  it('needs a learner', async () => {
    expectError(await post(t.app, '/user/v1/auth/send-mocktest-otp', {}), 401, 'unauthorized');
  });
});

describe('an attempt', () => {
  it('has instructions, a random draw of bilingual questions and no correct answers before submission', async () => {
    const info = await get(t.app, '/mock-test/v1/instructions?examType=LMV', aisha);
    expect(info.body.data).toMatchObject({ examType: 'LMV', questionCount: 21, durationMinutes: 25, passPercent: 85 });
    const token = await newLearner(t.app);
    const attempt = await startAttempt(token, 'ar');
    expect(attempt.questions).toHaveLength(21);
    expect(attempt.questions.at(-1).kind).toBe('hazard');
    expect(attempt.remainingSeconds).toBe(25 * 60);
    expect(attempt.questions[0].text).toMatch(/[\u0600-\u06FF]/);
    const text = JSON.stringify(attempt);
    expect(text).not.toMatch(/correct|explanation/i);
    // the language header of the GET decides the text (D§7)
    const en = await getLang('/mock-test/v1/questions?examType=LMV', token, 'en');
    // every question, not the first of a random draw: the English bank has typographic marks (’ …), so the
    // check is the script (Latin letters, no Arabic), not the ASCII range (it failed on a draw with …)
    for (const q of en.body.data.questions) {
      expect(q.text).toMatch(/[A-Za-z]/);
      expect(q.text).not.toMatch(/[\u0600-\u06FF]/);
    }
    expect(JSON.stringify(en.body.data)).not.toMatch(/correct|explanation/i);
    expectError(await get(t.app, `/mock-test/v1/report/${attempt._id}`, token), 409, 'mock_test_not_submitted');
  });

  it('keeps each answer (a later one replaces it) and resumes where the learner was', async () => {
    const token = await newLearner(t.app);
    const attempt = await startAttempt(token);
    const [q1, q2] = attempt.questions;
    expect(
      (await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q1._id, optionId: q1.options[0]._id }, token)).status,
    ).toBe(200);
    expect(
      (await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q1._id, optionId: q1.options[1]._id }, token)).status,
    ).toBe(200);
    expect(
      (await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q2._id, optionId: q2.options[0]._id }, token)).status,
    ).toBe(200);
    // an option of another question is not an answer to this one
    expectError(
      await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q1._id, optionId: q2.options[0]._id }, token),
      400,
      'invalid_data',
    );
    // a reload (or a second start) is the same attempt, with the answers kept
    const again = await post(t.app, '/mock-test/v1/start', { examType: 'LMV', language: 'en' }, token);
    expect(again.body.data._id).toBe(attempt._id);
    const view = (await get(t.app, '/mock-test/v1/questions?examType=LMV', token)).body.data;
    expect(view.questions[0].selectedOptionId).toBe(q1.options[1]._id);
    expect(view.questions[1].selectedOptionId).toBe(q2.options[0]._id);
    expect(view.questions[2].selectedOptionId).toBeNull();
  });

  it('refuses an answer after the server deadline and scores what was saved in time', async () => {
    const token = await newLearner(t.app);
    const attempt = await startAttempt(token);
    const q = attempt.questions[0];
    await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q._id, optionId: q.options[0]._id }, token);
    t.clock.advance(25 * 60_000 + 1000);
    const late = await put(
      t.app,
      '/mock-test/v1/answer',
      { attemptId: attempt._id, questionId: attempt.questions[1]._id, optionId: attempt.questions[1].options[0]._id },
      token,
    );
    expectError(late, 410, 'mock_test_time_up');
    expect(late.body.message).toBe('Time is up! Your session has expired.');
    expect((await get(t.app, '/mock-test/v1/questions?examType=LMV', token)).body.data.remainingSeconds).toBe(0);
    const result = (await post(t.app, '/mock-test/v1/save-mocktest-result', { attemptId: attempt._id }, token)).body.data;
    expect(result.total).toBe(21);
    const report = (await get(t.app, `/mock-test/v1/report/${attempt._id}`, token)).body.data;
    const answered = report.questions.filter((x: { selectedOptionId: string | null }) => x.selectedOptionId);
    expect(answered).toHaveLength(1);
    expect(result.score).toBe(answered[0].selectedOptionId === answered[0].correctOptionId ? 1 : 0);
  });

  it('stores one result when the same submission arrives twice at once, and the report shows the right answers', async () => {
    const token = await newLearner(t.app);
    const attempt = await startAttempt(token);
    // answer every question with its first option
    for (const q of attempt.questions)
      await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q._id, optionId: q.options[0]._id }, token);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => post(t.app, '/mock-test/v1/save-mocktest-result', { attemptId: attempt._id }, token)));
    expect([a!.status, b!.status, c!.status]).toEqual([200, 200, 200]);
    expect(b!.body.data).toEqual(a!.body.data);
    expect(c!.body.data).toEqual(a!.body.data);
    const report = (await get(t.app, `/mock-test/v1/report/${attempt._id}`, token)).body.data;
    const right = report.questions.filter(
      (x: { selectedOptionId: string; correctOptionId: string }) => x.selectedOptionId === x.correctOptionId,
    ).length;
    expect(a!.body.data.score).toBe(right);
    expect(a!.body.data.passed).toBe(right * 100 >= 21 * 85);
    expect(report.questions.every((x: { correctOptionId: string; explanation: string }) => x.correctOptionId && x.explanation)).toBe(true);
    // after submission nothing changes
    const q = attempt.questions[0];
    expectError(
      await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q._id, optionId: q.options[1]._id }, token),
      409,
      'mock_test_submitted',
    );
    // the next test needs a new code
    expectError(await post(t.app, '/mock-test/v1/start', { examType: 'LMV', language: 'en' }, token), 403, 'mock_test_code_required');
  });

  it('two starts at once make one attempt', async () => {
    const token = await newLearner(t.app);
    await post(t.app, '/user/v1/auth/send-mocktest-otp', {}, token);
    await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp: await latestCode(t.app, await phoneOf(token)) }, token);
    const starts = await Promise.all([1, 2, 3].map(() => post(t.app, '/mock-test/v1/start', { examType: 'LMV', language: 'en' }, token)));
    expect(starts.map((s) => s.status)).toEqual([201, 201, 201]);
    expect(new Set(starts.map((s) => s.body.data._id)).size).toBe(1);
  });

  it('is the learner’s own: another learner’s attempt id is 404 everywhere', async () => {
    const token = await newLearner(t.app);
    const attempt = await startAttempt(token);
    const q = attempt.questions[0];
    expectError(
      await put(t.app, '/mock-test/v1/answer', { attemptId: attempt._id, questionId: q._id, optionId: q.options[0]._id }, aisha),
      404,
      'not_found',
    );
    expectError(await post(t.app, '/mock-test/v1/save-mocktest-result', { attemptId: attempt._id }, aisha), 404, 'not_found');
    await post(t.app, '/mock-test/v1/save-mocktest-result', { attemptId: attempt._id }, token);
    expectError(await get(t.app, `/mock-test/v1/report/${attempt._id}`, aisha), 404, 'not_found');
    expect((await get(t.app, `/mock-test/v1/report/${attempt._id}`, token)).status).toBe(200);
  });

  it('answers bad input with 400, never 5xx', async () => {
    expectError(await post(t.app, '/mock-test/v1/start', { examType: 'lmv;drop', language: 'fr' }, aisha), 400, 'invalid_data');
    expectError(await put(t.app, '/mock-test/v1/answer', { attemptId: 'x'.repeat(500) }, aisha), 400, 'invalid_data');
    expectError(await post(t.app, '/user/v1/auth/verify_mock_test_otp', { otp: '12' }, aisha), 400, 'invalid_data');
    expectError(await get(t.app, '/mock-test/v1/instructions?examType=ZZ', aisha), 404, 'not_found');
  });
});
