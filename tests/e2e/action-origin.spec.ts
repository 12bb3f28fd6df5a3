import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import { CASHIER, PASSWORD, logIn } from './auth-helpers';
import { apiURL, hydrated } from './support';

// Issue 21 #6, as an attacker would try it: a learner's own session comment form is submitted once
// (its server action recorded on the wire), then the same action is replayed with the learner's cookie
// but with no Origin, and with a forged one. Both are refused before the action runs, and the comment
// the learner wrote is still the one on the page; the same replay from the page's own origin goes through.

const t = en.schedules;

/** A fresh sandbox learner with a lecture-hall session the centre marked attended. */
async function learnerWithAttendedSession(request: APIRequestContext) {
  const made = await request.post(`${apiURL}/sandbox/learners`, { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const { token } = ((await made.json()) as { data: { token: string }[] }).data[0]!;
  const auth = { authorization: `Bearer ${token}` };
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3)).toISOString();
  const end = new Date(Date.parse(day) + 14 * 86_400_000).toISOString();
  const found = await request.post(`${apiURL}/schedule/v1/lecture-hall/find-schedule`, { headers: auth, data: { startDate: day, endDate: end } });
  const slot = ((await found.json()) as { data: { slots: { slotId: string; status: string }[] } }).data.slots.find((s) => s.status === 'AVAILABLE')!;
  const booked = await request.post(`${apiURL}/schedule/v1/lecture-hall/book-schedule`, { headers: auth, data: { slotId: slot.slotId } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { _id: id } = ((await booked.json()) as { data: { _id: string } }).data;
  const staff = await request.post(`${apiURL}/user/v1/auth/login`, {
    data: { username: `971${CASHIER.startingCode}${CASHIER.number}`, password: PASSWORD },
  });
  const staffToken = ((await staff.json()) as { data: { token: string } }).data.token;
  const done = await request.post(`${apiURL}/schedule/v1/staff/schedule/${id}/complete`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(done.status(), await done.text()).toBe(200);
  const profile = await request.get(`${apiURL}/user/v1/student/profile`, { headers: auth });
  const { startingCode, number } = ((await profile.json()) as { data: { phones: { firstNumber: { startingCode: string; number: string } } } }).data
    .phones.firstNumber;
  return { id, token, startingCode, number, phone: `971${startingCode}${number}` };
}

/** Sandbox learners have no password: a texted code (the OTP form itself is auth-login.spec.ts's). */
async function loginByCode(page: Page, learner: { startingCode: string; number: string; phone: string }) {
  expect(await logIn(page, learner, 'en', { by: 'code' })).toMatch(/\/en\/dashboard$/);
}

test('a server action replayed with no Origin or a forged one is refused, and the comment is unchanged', async ({ page, request, baseURL }) => {
  const learner = await learnerWithAttendedSession(request);
  await loginByCode(page, learner);
  await page.goto(`/en/schedules/${learner.id}`);
  await hydrated(page);
  const main = page.getByRole('main');

  // the learner's own comment, with the action's request recorded as the browser sent it
  const sent = page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
  await main.getByLabel(en.fields.comment).fill('Clear explanations, thank you');
  await main.getByRole('button', { name: t.commentButton }).click();
  await expect(page.getByText(t.commented)).toBeVisible();
  const action = await sent;
  const sentHeaders = await action.allHeaders();
  expect(sentHeaders['origin']).toBe(baseURL);
  const forgedBody = action.postData()!.replace('Clear explanations, thank you', 'Rude instructor, never again');
  expect(forgedBody).toContain('Rude instructor');
  const replay = (origin?: string) =>
    page.request.post(action.url(), {
      headers: {
        'next-action': sentHeaders['next-action']!,
        'content-type': sentHeaders['content-type'] ?? 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        ...(origin ? { origin } : {}),
      },
      data: forgedBody,
      maxRedirects: 0,
    });

  for (const origin of [undefined, 'https://evil.example', 'null']) {
    const res = await replay(origin);
    expect(res.status(), `Origin ${origin ?? '(none)'}`).toBe(403);
    expect(await res.json()).toEqual({ statusCode: 403, code: 'cross_origin', message: 'Cross-origin request refused' });
  }

  // nothing changed, on the page and at the API
  const comment = async () =>
    (
      (await (
        await request.get(`${apiURL}/schedule/v1/schedule/${learner.id}`, { headers: { authorization: `Bearer ${learner.token}` } })
      ).json()) as {
        data: { comment: string };
      }
    ).data.comment;
  await page.reload();
  await expect(page.getByRole('main')).toContainText('Clear explanations, thank you');
  await expect(page.getByRole('main')).not.toContainText('Rude instructor');
  expect(await comment()).toBe('Clear explanations, thank you');

  // the control: the very same replay with the page's own Origin is a working action call (so the
  // refusals above are the origin check's, not a malformed request's)
  const own = await replay(baseURL);
  expect(own.status()).toBe(200);
  expect(await comment()).toBe('Rude instructor, never again');
});
