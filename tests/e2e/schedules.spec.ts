import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AISHA, CASHIER, PASSWORD, logIn } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { apiURL, hydrated } from './support';

// Schedules and bookings (issue 11, D§2, D§4, D§8) in Chromium, English and Arabic: a learner with the
// practical stage paid books a practical session, finds it on the dashboard and in Schedules, takes
// its .ics and cancels it; a learner who has not paid is told to pay first; a lecture-hall, a
// mock-test and a simulator booking each work (on a phone). Fresh sandbox learners (every stage
// paid), logged in by a texted code, so the seeded accounts stay as other specs expect them.

const M = { en, ar } as const;
type Lang = keyof typeof M;

interface Learner {
  startingCode: string;
  number: string;
  phone: string;
  token: string;
}

async function paidLearner(request: APIRequestContext, courseCode?: string): Promise<Learner> {
  const made = await request.post(`${apiURL}/sandbox/learners`, { data: { count: 1, ...(courseCode ? { courseCode } : {}) } });
  expect(made.status(), await made.text()).toBe(201);
  const [learner] = ((await made.json()) as { data: { userId: string; token: string }[] }).data;
  const profile = await request.get(`${apiURL}/user/v1/student/profile`, { headers: { authorization: `Bearer ${learner!.token}` } });
  expect(profile.status()).toBe(200);
  const { startingCode, number } = ((await profile.json()) as { data: { phones: { firstNumber: { startingCode: string; number: string } } } }).data
    .phones.firstNumber;
  return { startingCode, number, phone: `971${startingCode}${number}`, token: learner!.token };
}

/** Sandbox learners have no password: a texted code (the OTP form itself is auth-login.spec.ts's). `open`: land on the dashboard. */
async function loginByCode(page: Page, learner: Learner, lang: Lang, { open = false }: { open?: boolean } = {}) {
  expect(await logIn(page, learner, lang, { by: 'code', open })).toMatch(new RegExp(`/${lang}/dashboard$`));
}

/** From the confirm step: Book, then the new session's details. Returns its id. */
async function confirmBooking(page: Page, lang: Lang, kind: keyof typeof en.schedules.kind): Promise<string> {
  const t = M[lang].schedules;
  const confirm = page.getByRole('region', { name: t.confirmTitle });
  await expect(confirm).toContainText(t.cutoff.replace('{hours}', '24'));
  await expect(confirm).toContainText(t.kind[kind]);
  await hydrated(page);
  await confirm.getByRole('button', { name: t.bookButton }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/schedules/[^/?]+\\?booked=1$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t.booked);
  await expect(page.getByRole('main')).toContainText(t.status.SCHEDULED);
  return new URL(page.url()).pathname.split('/').pop()!;
}

for (const lang of ['en', 'ar'] as const) {
  const t = M[lang].schedules;

  test(`${lang}: book a practical session, see it on the dashboard and in Schedules, take its .ics, cancel it`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // on a phone, with axe at each step and in the cancel dialog (issue 22: every booking state)
    await page.setViewportSize({ width: 360, height: 740 });
    const learner = await paidLearner(request);
    await loginByCode(page, learner, lang, { open: true });

    // the Schedules tab, then 'Book a session'
    await page
      .getByRole('navigation', { name: M[lang].dashboard.tabs.label })
      .getByRole('link', { name: M[lang].dashboard.tabs.schedules, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/schedules$`));
    await page.getByRole('link', { name: t.book }).click();
    await expect(page.getByRole('navigation', { name: t.kindsLabel }).getByRole('link', { name: t.kind.practical })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const main = page.getByRole('main');
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: t.findDays }).click();
    const days = page.getByRole('navigation', { name: t.daysLabel });
    // the furthest day: well before the cancellation cut-off, so it can be cancelled below
    await expect(days.getByRole('link').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await days.getByRole('link').last().click();
    const slots = main.getByRole('group', { name: /.+/ }).filter({ has: page.getByRole('radio') });
    await expect(slots.getByText(t.slotStatus.AVAILABLE, { exact: true }).first()).toBeVisible();
    // only free times can be chosen; the first free one is chosen already
    const chosen = slots.getByRole('radio', { checked: true });
    await expect(chosen).toBeEnabled();
    // the keyboard moves between free times only (on the hydrated page: hydration restores the
    // server's choice, so an arrow pressed before it could be undone, and the check below failed)
    await hydrated(page);
    const first = (await chosen.getAttribute('value'))!;
    await chosen.focus();
    await page.keyboard.press('ArrowDown');
    await expect(chosen).toBeEnabled();
    if ((await slots.getByRole('radio', { disabled: false }).count()) > 1) await expect(chosen).not.toHaveAttribute('value', first);
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: t.continue }).click();
    await expect(page.getByRole('region', { name: t.confirmTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    const id = await confirmBooking(page, lang, 'practical');
    // with the success toast on screen: its text must read at 4.5:1 too (Sonner's own green did not)
    const toast = page.locator('[data-sonner-toast]', { hasText: t.booked });
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoAxeViolations(page);

    // the details: date and time in Dubai, branch and address, instructor and vehicle
    const details = await main.locator('dl').first().innerText();
    const date = /\d{2}-\d{2}-\d{4}/.exec(details)![0];
    expect(details).toContain(t.instructor);
    expect(details).toContain(t.vehicle);

    // the dashboard lists it (SCHEDULED only), linking to the details
    await page.goto(`/${lang}/dashboard`);
    const upcoming = page.getByRole('region', { name: M[lang].dashboard.sessionsTitle });
    await expect(upcoming.getByRole('listitem').filter({ hasText: date })).toContainText(t.kind.practical);
    await expect(upcoming.locator(`a[href$="/schedules/${id}"]`)).toBeVisible();

    // the Schedules tab, in the session's month, under Scheduled
    const [, m, y] = date.split('-');
    await page.goto(`/${lang}/dashboard/schedules?month=${y}-${m}`);
    const scheduled = page.getByRole('region', { name: t.groups.scheduled, exact: true });
    await expect(scheduled.getByRole('listitem').filter({ hasText: date })).toContainText(t.status.SCHEDULED);

    // the calendar file
    await page.goto(`/${lang}/schedules/${id}`);
    const downloading = page.waitForEvent('download');
    await main.getByRole('link', { name: t.calendar }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`session-${id}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain(`UID:schedule-${id}@`);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${t.kind.practical.replace(/,/g, '\\,')}`);
    expect(unfolded).toMatch(/\r\nLOCATION:[^\r\n]+\\, [^\r\n]+\r\n/);
    const served = await page.request.get(`/${lang}/schedules/${id}/calendar.ics`);
    expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(served.headers()['content-disposition']).toBe(`attachment; filename="session-${id}.ics"`);

    // cancel: a reason is required, then back to the month without it among the scheduled ones
    await hydrated(page);
    await main.getByRole('button', { name: t.cancelButton }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelTitle });
    await expect(dialog).toContainText(t.cutoff.replace('{hours}', '24'));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await expect(dialog.getByText(lang === 'en' ? 'Reason is required' : /مطلوب/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox').fill(lang === 'en' ? 'My plans changed' : 'تغيرت خططي');
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/schedules\\?month=${y}-${m}&cancelled=1$`));
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(t.cancelled);
    await expect(page.getByRole('region', { name: t.groups.scheduled, exact: true }).locator(`a[href$="/schedules/${id}"]`)).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: t.groups.grouped, exact: true })
        .locator('li')
        .filter({ has: page.locator(`a[href$="/schedules/${id}"]`) }),
    ).toContainText(t.status.CANCELLED);
    await page.goto(`/${lang}/dashboard`);
    await expect(page.getByRole('region', { name: M[lang].dashboard.sessionsTitle }).locator(`a[href$="/schedules/${id}"]`)).toHaveCount(0);
  });

  test(`${lang}: a learner who has not paid for practical classes is told to pay first`, async ({ page }) => {
    expect(await logIn(page, AISHA, lang)).toMatch(new RegExp(`/${lang}/dashboard`));
    await page.goto(`/${lang}/dashboard/schedules/book?kind=practical`);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(t.feesUnpaid);
    // paid for on the payment page, not read about in the history
    await expect(alert.getByRole('link', { name: t.paymentsLink })).toHaveAttribute('href', `/${lang}/dashboard/payment`);
    await expect(page.getByRole('button', { name: t.findDays })).toHaveCount(0);
  });
}

test.describe('seat and device bookings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [kind, lang] of [
    ['lectureHall', 'en'],
    ['mockTest', 'ar'],
    ['simulator', 'en'],
  ] as const) {
    test(`${lang}: ${kind} – a free time from the week, confirmed and booked`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const t = M[lang].schedules;
      const learner = await paidLearner(request);
      await loginByCode(page, learner, lang);
      await page.goto(`/${lang}/dashboard/schedules/book?kind=${kind}`);
      const main = page.getByRole('main');
      const group = main.getByRole('group', { name: t.slotsRangeLabel });
      // next week: free times, and all beyond the cancellation cut-off (this week's first may be inside it)
      await main.getByRole('navigation', { name: t.slotsRangeLabel }).getByRole('link').last().click();
      await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);
      await expect(group.getByRole('radio', { checked: true })).toBeEnabled();
      // the week reads from its first day in the page's direction, as its times do (Arabic: on the right)
      const week = main.getByRole('navigation', { name: t.slotsRangeLabel }).locator('p');
      const first = (await week
        .getByText(/^\d{2}-\d{2}-\d{4}$/)
        .first()
        .boundingBox())!;
      const last = (await week
        .getByText(/^\d{2}-\d{2}-\d{4}$/)
        .last()
        .boundingBox())!;
      expect(lang === 'ar' ? first.x > last.x : first.x < last.x, 'the first day is read first').toBe(true);
      if (kind === 'lectureHall') {
        await expect(group).toContainText(/seats left/);
        // the learner's own branch first; every branch's halls on asking
        const own = await group.getByRole('radio').count();
        await main.getByRole('combobox', { name: t.branch }).selectOption({ label: t.allBranches });
        await main.getByRole('button', { name: t.showTimes }).click();
        await expect.poll(() => group.getByRole('radio').count()).toBeGreaterThan(own);
        await expect(group.getByRole('radio', { checked: true })).toBeEnabled();
      }
      await main.getByRole('button', { name: t.continue }).click();
      await confirmBooking(page, lang, kind);
      await expect(main).toContainText(t.kind[kind]);
      await expect(
        main.locator('dt', {
          hasText: t.deviceLabel[kind === 'lectureHall' ? 'LectureHall' : kind === 'mockTest' ? 'MockTestDevice' : 'SimulatorDevice'],
        }),
      ).toBeVisible();
      await expect(main.locator('dt', { hasText: /^Device$/ })).toHaveCount(0);
    });
  }
});

test('en: a custom practical session at a start time the learner chooses', async ({ page, request }) => {
  const t = en.schedules;
  const learner = await paidLearner(request);
  await loginByCode(page, learner, 'en');
  await page.goto('/en/dashboard/schedules/book?kind=custom');
  const main = page.getByRole('main');
  // a working day (instructors work Monday to Saturday) a few days ahead, at 10:00 Dubai time
  const days = main.getByLabel(t.customDay);
  const values = await days.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const day = values.find((v, i) => i >= 2 && new Date(`${v}T00:00:00Z`).getUTCDay() !== 0)!;
  await days.selectOption(day);
  await main.getByLabel(t.customTime).selectOption('10:00');
  await main.getByRole('button', { name: t.continue }).click();
  const [y, m, d] = day.split('-');
  await expect(page.getByRole('region', { name: t.confirmTitle })).toContainText(`${d}-${m}-${y}`);
  await expect(page.getByRole('region', { name: t.confirmTitle })).toContainText('10:00 AM');
  await confirmBooking(page, 'en', 'custom');
  await expect(main).toContainText(`${d}-${m}-${y}`);
  await expect(main).toContainText('10:00 AM');
});

test('ar: a session the centre marked attended is rated and commented on, and both stay on its page', async ({ page, request }) => {
  const t = ar.schedules;
  const made = await request.post(`${apiURL}/sandbox/learners`, { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const { token } = ((await made.json()) as { data: { token: string }[] }).data[0]!;
  const auth = { authorization: `Bearer ${token}` };
  // a lecture-hall seat a few days ahead, booked through the API; the cashier then marks it attended
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3)).toISOString();
  const end = new Date(Date.parse(day) + 14 * 86_400_000).toISOString();
  const found = await request.post(`${apiURL}/schedule/v1/lecture-hall/find-schedule`, { headers: auth, data: { startDate: day, endDate: end } });
  expect(found.status(), await found.text()).toBe(200);
  const slot = ((await found.json()) as { data: { slots: { slotId: string; status: string }[] } }).data.slots.find((s) => s.status === 'AVAILABLE')!;
  const booked = await request.post(`${apiURL}/schedule/v1/lecture-hall/book-schedule`, { headers: auth, data: { slotId: slot.slotId } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { _id: id } = ((await booked.json()) as { data: { _id: string } }).data;
  const staff = await request.post(`${apiURL}/user/v1/auth/login`, {
    data: { username: `971${CASHIER.startingCode}${CASHIER.number}`, password: PASSWORD },
  });
  expect(staff.status(), await staff.text()).toBe(200);
  const staffToken = ((await staff.json()) as { data: { token: string } }).data.token;
  const done = await request.post(`${apiURL}/schedule/v1/staff/schedule/${id}/complete`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(done.status(), await done.text()).toBe(200);

  const profile = await request.get(`${apiURL}/user/v1/student/profile`, { headers: auth });
  const { startingCode, number } = ((await profile.json()) as { data: { phones: { firstNumber: { startingCode: string; number: string } } } }).data
    .phones.firstNumber;
  await loginByCode(page, { startingCode, number, phone: `971${startingCode}${number}`, token }, 'ar');
  await page.goto(`/ar/schedules/${id}`);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main).toContainText(t.status.COMPLETED);
  await main.getByLabel(t.ratingOption.replace('{n}', '4'), { exact: true }).check();
  await main.getByRole('button', { name: t.rateButton }).click();
  await expect(page.getByText(t.rated)).toBeVisible();
  await expect(main).toContainText(t.ratingValue.replace('{rating}', '4'));
  // rated once: the form is gone, the comment stays possible
  await expect(main.getByRole('button', { name: t.rateButton })).toHaveCount(0);
  await main.getByLabel(ar.fields.comment).fill('مدرب ممتاز وشرح واضح');
  await main.getByRole('button', { name: t.commentButton }).click();
  await expect(page.getByText(t.commented)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main')).toContainText('مدرب ممتاز وشرح واضح');
  await expect(page.getByRole('main')).toContainText(t.ratingValue.replace('{rating}', '4'));
});

// Bookings that tell the truth (issue 22), on a 412 px phone in both languages.

const HOUR = 3_600_000;
/** A Dubai calendar day `ahead` days from now, as the contract sends it (UTC midnight). */
const dubaiDay = (ahead: number) => `${new Date(Date.now() + 4 * HOUR + ahead * 24 * HOUR).toISOString().slice(0, 10)}T00:00:00.000Z`;
const RANGE_PATHS = { lectureHall: 'lecture-hall', mockTest: 'mock-test', simulator: 'simulator-training' } as const;
interface ApiSlot {
  slotId: string;
  startsAt: string;
  status: string;
  clash?: { kind: string };
}

async function findSlots(request: APIRequestContext, token: string, kind: keyof typeof RANGE_PATHS, from: number, to: number, branchId?: string) {
  const res = await request.post(`${apiURL}/schedule/v1/${RANGE_PATHS[kind]}/find-schedule`, {
    headers: { authorization: `Bearer ${token}` },
    data: { startDate: dubaiDay(from), endDate: dubaiDay(to), ...(branchId ? { branchId } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { slots: ApiSlot[] } }).data.slots;
}

async function bookThrough(request: APIRequestContext, token: string, kind: keyof typeof RANGE_PATHS, slotId: string): Promise<string> {
  const res = await request.post(`${apiURL}/schedule/v1/${RANGE_PATHS[kind]}/book-schedule`, {
    headers: { authorization: `Bearer ${token}` },
    data: { slotId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** A lecture-hall seat at 09:00 Dubai (05:00Z) in the Al Quoz hall, `from` to `from + 6` days ahead. */
async function morningLecture(request: APIRequestContext, token: string, from: number) {
  const slot = (await findSlots(request, token, 'lectureHall', from, from + 6, 'br-al-quoz')).find(
    (s) => s.status === 'AVAILABLE' && s.startsAt.endsWith('T05:00:00.000Z'),
  )!;
  return { id: await bookThrough(request, token, 'lectureHall', slot.slotId), startsAt: slot.startsAt };
}

test.describe('bookings that tell the truth, on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

  for (const lang of ['en', 'ar'] as const) {
    const t = M[lang].schedules;

    test(`${lang}: a VIP learner books a VIP session`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const learner = await paidLearner(request, 'LMV-VLMT1');
      await loginByCode(page, learner, lang);
      await page.goto(`/${lang}/dashboard/schedules/book?kind=vip`);
      await expect(page.getByRole('navigation', { name: t.kindsLabel }).getByRole('link', { name: t.kind.vip })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const main = page.getByRole('main');
      await main.getByRole('button', { name: t.findDays }).click();
      await page.getByRole('navigation', { name: t.daysLabel }).getByRole('link').last().click();
      await expect(main.getByRole('radio', { checked: true })).toBeEnabled();
      await main.getByRole('button', { name: t.continue }).click();
      await confirmBooking(page, lang, 'vip');
      await expect(main).toContainText(t.kind.vip);
      await expect(main).toContainText(t.instructor);
    });

    test(`${lang}: a session less than 24 hours away is called final before booking, and shows no past deadline after`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const learner = await paidLearner(request);
      // the first free seat or device that starts inside the cut-off (with an hour's margin either side)
      let found: { kind: keyof typeof RANGE_PATHS; slot: ApiSlot } | undefined;
      for (const kind of ['lectureHall', 'mockTest', 'simulator'] as const) {
        const slot = (await findSlots(request, learner.token, kind, 0, 1)).find((s) => {
          const ahead = Date.parse(s.startsAt) - Date.now();
          return s.status === 'AVAILABLE' && ahead > 2 * HOUR && ahead < 23 * HOUR;
        });
        if (slot) {
          found = { kind, slot };
          break;
        }
      }
      expect(found, 'a free time inside the next 24 hours').toBeDefined();
      await loginByCode(page, learner, lang);
      await page.goto(
        `/${lang}/dashboard/schedules/book?kind=${found!.kind}&from=${dubaiDay(0).slice(0, 10)}&branch=all&slot=${encodeURIComponent(found!.slot.slotId)}`,
      );
      const confirm = page.getByRole('region', { name: t.confirmTitle });
      await expect(confirm).toContainText(t.noCancelOnceBooked.replace('{hours}', '24'));
      await expect(confirm).not.toContainText(t.cutoff.replace('{hours}', '24'));
      await hydrated(page);
      await confirm.getByRole('button', { name: t.bookButton }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/schedules/[^/?]+\\?booked=1$`));
      const main = page.getByRole('main');
      await expect(main).toContainText(t.status.SCHEDULED);
      await expect(main.getByText(t.cancellableUntil)).toHaveCount(0);
      await expect(main).toContainText(t.tooLate);
      await expect(main.getByRole('button', { name: t.cancelButton })).toHaveCount(0);
    });

    test(`${lang}: a mock-test time that overlaps the learner's lecture says so; the dashboard lists a session 45 days ahead`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const learner = await paidLearner(request);
      const lecture = await morningLecture(request, learner.token, 3);
      const far = await morningLecture(request, learner.token, 45);
      await loginByCode(page, learner, lang, { open: true });

      await expect(page.getByRole('region', { name: M[lang].dashboard.sessionsTitle }).locator(`a[href$="/schedules/${far.id}"]`)).toBeVisible();

      await page.goto(`/${lang}/dashboard/schedules/book?kind=mockTest&from=${lecture.startsAt.slice(0, 10)}&branch=br-al-quoz`);
      const group = page.getByRole('main').getByRole('group', { name: t.slotsRangeLabel });
      const clash = t.clashesWith.replace('{kind}', t.clashKind.lectureHall).split('{time}')[0]!;
      const clashing = group.locator('label').filter({ hasText: clash });
      await expect(clashing.first()).toBeVisible();
      await expect(clashing.first().getByRole('radio')).toBeDisabled();
      await expect(group.getByText(t.slotStatus.BOOKED, { exact: true })).toHaveCount(0);
    });

    test(`${lang}: a session marked for reschedule is rebooked from its page, and the Schedules tab sums sessions up`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const learner = await paidLearner(request);
      const old = await morningLecture(request, learner.token, 3);
      const staff = await request.post(`${apiURL}/user/v1/auth/login`, {
        data: { username: `971${CASHIER.startingCode}${CASHIER.number}`, password: PASSWORD },
      });
      const staffToken = ((await staff.json()) as { data: { token: string } }).data.token;
      const marked = await request.post(`${apiURL}/schedule/v1/staff/schedule/${old.id}/mark-for-reschedule`, {
        headers: { authorization: `Bearer ${staffToken}` },
        data: { reason: 'Hall closed for maintenance' },
      });
      expect(marked.status(), await marked.text()).toBe(200);

      await loginByCode(page, learner, lang);
      await page.goto(`/${lang}/schedules/${old.id}`);
      const main = page.getByRole('main');
      await expect(main).toContainText(t.rebookNeeded);
      await main.getByRole('link', { name: t.rebook }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/schedules/book\\?kind=lectureHall&reschedule=${old.id}$`));
      await expect(main.getByRole('status')).toContainText(t.rebookNotice.split('{kind}')[0]!);
      // next week (well before the cut-off): the rebooking travels with the step's links and forms
      await main.getByRole('navigation', { name: t.slotsRangeLabel }).getByRole('link').last().click();
      await expect(page).toHaveURL(new RegExp(`from=\\d{4}-\\d{2}-\\d{2}&reschedule=${old.id}`));
      const group = main.getByRole('group', { name: t.slotsRangeLabel });
      await expect(group.getByRole('radio', { checked: true })).toBeEnabled();
      await main.getByRole('button', { name: t.continue }).click();
      await expect(page).toHaveURL(new RegExp(`reschedule=${old.id}`));
      const id = await confirmBooking(page, lang, 'lectureHall');
      expect(id).not.toBe(old.id);

      await page.goto(`/${lang}/schedules/${old.id}`);
      await expect(main).toContainText(t.status.RESCHEDULED);
      await expect(main.getByRole('link', { name: t.rebook })).toHaveCount(0);

      await page.goto(`/${lang}/dashboard/schedules`);
      const summary = page.getByRole('region', { name: t.summary.title });
      await expect(summary.getByRole('term').first()).toHaveText(t.summary.booked);
      await expect(summary.getByRole('definition').first()).toHaveText(lang === 'en' ? '1' : /^(1|١)$/);
      await expect(summary).toContainText(t.summary.paid);
      if (lang === 'en') await expect(summary.getByRole('definition').nth(2)).toHaveText('1,200 minutes');
    });
  }
});
