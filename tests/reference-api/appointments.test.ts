import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { appointments, customerFeedback } from '../../reference-api/src/db/schema/index';
import { APPOINTMENT_LIMITS } from '../../reference-api/src/modules/appointments/routes';
import { addDays, at, dayString, isoWeekday, local } from '../../reference-api/src/modules/schedules/time';
import { call, expectError, fieldCodes, get, startTestApp, type TestApp } from './support/test-app';

// Issue 27: appointments and customer feedback without an account (D§2, D§5, D§6, D§7). The slots of a
// day; one booking per slot held by the database (a race of ten people); the D§5 phone rule; both
// limited per address and per number without turning a real person away.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

let seq = 0;
/** A fresh valid number per call, so tests do not share a number's limit. */
const mobile = (startingCode = '50') => ({
  countryCode: '971',
  startingCode,
  number: String(1_000_000 + ((Date.now() + seq++ * 7919) % 9_000_000)).slice(0, 7),
});
const from = (address: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
  call(t.app, { method, url, remoteAddress: address, ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}) });
let addressSeq = 1;
const freshAddress = () => `10.27.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

/** An open day (not Sunday) at least `ahead` days from now in Dubai. */
function openDay(ahead: number) {
  let day = addDays(local(t.clock.now()).day, ahead);
  while (isoWeekday(day) === 7) day = addDays(day, 1);
  return day;
}
const slotsOf = async (date: string) => (await get(t.app, `/entity/v1/appointment-slotes?date=${encodeURIComponent(date)}`)).body.data;

describe('appointment slots (GET entity/v1/appointment-slotes?date)', () => {
  it('lists a day 09:00–17:00 in 30-minute slots, Asia/Dubai, without a token', async () => {
    const day = openDay(3);
    const res = await get(t.app, `/entity/v1/appointment-slotes?date=${dayString(day)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.date).toBe(dayString(day));
    expect(res.body.data.slots).toHaveLength(16);
    expect(res.body.data.slots[0]).toEqual({
      startsAt: new Date(at(day, '09:00')).toISOString(),
      endsAt: new Date(at(day, '09:30')).toISOString(),
      status: 'AVAILABLE',
    });
    // 09:00 in Dubai is 05:00 UTC
    expect(res.body.data.slots[0].startsAt).toMatch(/T05:00:00.000Z$/);
    // the plain date form is accepted too
    expect((await slotsOf(`${dayString(day).slice(0, 10)}`)).slots).toHaveLength(16);
  });

  it('has no slots on a Sunday, and past slots are not available', async () => {
    let sunday = addDays(local(t.clock.now()).day, 1);
    while (isoWeekday(sunday) !== 7) sunday = addDays(sunday, 1);
    expect((await slotsOf(dayString(sunday))).slots).toEqual([]);
    let past = addDays(local(t.clock.now()).day, -2);
    while (isoWeekday(past) === 7) past = addDays(past, -1);
    const slots = (await slotsOf(dayString(past))).slots as { status: string }[];
    expect(slots.every((s) => s.status === 'NOT AVAILABLE')).toBe(true);
  });

  it('refuses a date that is none with 400 and the field named', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '2026-13-01']) {
      const res = await get(t.app, `/entity/v1/appointment-slotes?date=${date}`);
      expectError(res, 400, 'invalid_data');
      expect(fieldCodes(res.body)).toEqual({ date: 'invalid' });
    }
    expectError(await get(t.app, '/entity/v1/appointment-slotes'), 400, 'invalid_data');
  });
});

describe('book-an-appointment', () => {
  it('books a free slot, which then shows as booked with no one’s name or number', async () => {
    const day = openDay(4);
    const startsAt = new Date(at(day, '10:00')).toISOString();
    const res = await from(freshAddress(), 'POST', '/book-an-appointment', { name: 'Layla Haddad', mobile: mobile('52'), startsAt });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Appointment booked successfully', data: { name: 'Layla Haddad', startsAt } });
    const slot = (await slotsOf(dayString(day))).slots.find((s: { startsAt: string }) => s.startsAt === startsAt);
    expect(slot).toEqual({ startsAt, endsAt: new Date(at(day, '10:30')).toISOString(), status: 'BOOKED' });
    expect(JSON.stringify(await slotsOf(dayString(day)))).not.toContain('Layla');
  });

  it('one booking per slot: ten people at once, one wins, nine hear 409 appointment_slot_taken', async () => {
    const day = openDay(5);
    const startsAt = new Date(at(day, '11:30')).toISOString();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        from(freshAddress(), 'POST', '/book-an-appointment', { name: `Racer ${i}`, mobile: mobile('55'), startsAt }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expectError(a, 409, 'appointment_slot_taken');
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(startsAt)));
    expect(row!.n).toBe(1);
  });

  it('refuses a time that is no slot (400), a past or too distant slot (409), and a short name (400)', async () => {
    const day = openDay(6);
    const base = { name: 'Omar Said', mobile: mobile() };
    let res = await from(freshAddress(), 'POST', '/book-an-appointment', { ...base, startsAt: new Date(at(day, '09:10')).toISOString() });
    expectError(res, 400, 'invalid_data');
    expect(fieldCodes(res.body)).toEqual({ startsAt: 'invalid' });
    res = await from(freshAddress(), 'POST', '/book-an-appointment', { ...base, startsAt: new Date(at(day, '17:00')).toISOString() });
    expect(fieldCodes(res.body)).toEqual({ startsAt: 'invalid' });
    let past = addDays(local(t.clock.now()).day, -1);
    while (isoWeekday(past) === 7) past = addDays(past, -1);
    expectError(
      await from(freshAddress(), 'POST', '/book-an-appointment', { ...base, startsAt: new Date(at(past, '09:00')).toISOString() }),
      409,
      'appointment_slot_unavailable',
    );
    const far = openDay(40);
    expectError(
      await from(freshAddress(), 'POST', '/book-an-appointment', { ...base, startsAt: new Date(at(far, '09:00')).toISOString() }),
      409,
      'appointment_slot_unavailable',
    );
    res = await from(freshAddress(), 'POST', '/book-an-appointment', { ...base, name: ' ', startsAt: new Date(at(day, '09:00')).toISOString() });
    expectError(res, 400, 'invalid_data');
    expect(Object.keys(fieldCodes(res.body))).toEqual(['name']);
  });
});

// D§5: the country code is 971, the starting code one of 50, 52, 54, 55, 56, 58, then exactly 7 digits.
const PHONE_CASES: [string, Record<string, unknown>, string | null][] = [
  ['50', { countryCode: '971', startingCode: '50', number: '1234567' }, null],
  ['52', { countryCode: '971', startingCode: '52', number: '1234567' }, null],
  ['54', { countryCode: '971', startingCode: '54', number: '1234567' }, null],
  ['55', { countryCode: '971', startingCode: '55', number: '1234567' }, null],
  ['56', { countryCode: '971', startingCode: '56', number: '1234567' }, null],
  ['58', { countryCode: '971', startingCode: '58', number: '1234567' }, null],
  ['numbers as numbers', { countryCode: 971, startingCode: 50, number: 7654321 }, null],
  ['starting code 51', { countryCode: '971', startingCode: '51', number: '1234567' }, 'mobile.startingCode'],
  ['starting code 53', { countryCode: '971', startingCode: '53', number: '1234567' }, 'mobile.startingCode'],
  ['country code 966', { countryCode: '966', startingCode: '50', number: '1234567' }, 'mobile.countryCode'],
  ['6 digits', { countryCode: '971', startingCode: '50', number: '123456' }, 'mobile.number'],
  ['8 digits', { countryCode: '971', startingCode: '50', number: '12345678' }, 'mobile.number'],
  ['letters', { countryCode: '971', startingCode: '50', number: '12a4567' }, 'mobile.number'],
  ['no number', { countryCode: '971', startingCode: '50' }, 'mobile.number'],
];

describe('the D§5 phone rule (feedback and appointments alike)', () => {
  it.each(PHONE_CASES)('%s', async (_name, phone, failing) => {
    const feedback = await from(freshAddress(), 'POST', '/customer-feedback', { rating: 4, message: 'Clear lessons', mobile: phone });
    const booking = await from(freshAddress(), 'POST', '/book-an-appointment', { name: 'Sara Ali', mobile: phone, startsAt: 'not a slot' });
    if (failing === null) {
      expect(feedback.status).toBe(200);
      // the phone passed, so the booking fails on the slot alone
      expect(fieldCodes(booking.body)).toEqual({ startsAt: 'invalid' });
    } else {
      expectError(feedback, 400, 'invalid_data');
      expect(Object.keys(fieldCodes(feedback.body))).toEqual([failing]);
      expect(Object.keys(fieldCodes(booking.body))).toContain(failing);
    }
  });
});

describe('customer-feedback', () => {
  it('stores a rating and a message without a token', async () => {
    const res = await from(freshAddress(), 'POST', '/customer-feedback', { rating: 5, message: '  Very patient instructor  ', mobile: mobile('56') });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Thank you for your feedback');
    const [row] = await t.handle.db.select().from(customerFeedback).where(eq(customerFeedback.id, res.body.data._id));
    expect(row).toMatchObject({ rating: 5, message: 'Very patient instructor' });
  });

  it.each([0, 6, 2.5, '5'])('refuses the rating %p', async (rating) => {
    const res = await from(freshAddress(), 'POST', '/customer-feedback', { rating, message: 'ok', mobile: mobile() });
    expectError(res, 400, 'invalid_data');
    expect(Object.keys(fieldCodes(res.body))).toEqual(['rating']);
  });

  it('refuses an empty or overlong message', async () => {
    for (const message of ['   ', 'x'.repeat(1001)]) {
      const res = await from(freshAddress(), 'POST', '/customer-feedback', { rating: 3, message, mobile: mobile() });
      expect(Object.keys(fieldCodes(res.body))).toEqual(['message']);
    }
  });
});

describe('limits per number and per address', () => {
  it('a number may leave 5 feedbacks an hour; the 6th is 429 with Retry-After; mistakes do not count; others go on', async () => {
    const phone = mobile('58');
    const address = freshAddress();
    // typos before the real thing do not use the number's budget up
    for (let i = 0; i < 4; i += 1)
      expect((await from(address, 'POST', '/customer-feedback', { rating: 9, message: 'x', mobile: phone })).status).toBe(400);
    for (let i = 0; i < APPOINTMENT_LIMITS.feedbackPerNumber.points; i += 1) {
      expect((await from(freshAddress(), 'POST', '/customer-feedback', { rating: 4, message: `note ${i}`, mobile: phone })).status).toBe(200);
    }
    const refused = await from(freshAddress(), 'POST', '/customer-feedback', { rating: 4, message: 'again', mobile: phone });
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the same address with another number is served
    expect((await from(address, 'POST', '/customer-feedback', { rating: 4, message: 'mine', mobile: mobile('58') })).status).toBe(200);
  });

  it('an address is held at 30 bookings an hour, whatever the numbers; another address is served', async () => {
    const address = freshAddress();
    const day = openDay(7);
    const statuses: number[] = [];
    for (let i = 0; i < APPOINTMENT_LIMITS.bookPerAddress.points + 1; i += 1) {
      // a slot that is none: well-formed enough to count against the address, never booked
      statuses.push(
        (await from(address, 'POST', '/book-an-appointment', { name: 'Bot', mobile: mobile(), startsAt: new Date(at(day, '03:00')).toISOString() }))
          .status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(
      (
        await from(freshAddress(), 'POST', '/book-an-appointment', {
          name: 'Real Person',
          mobile: mobile(),
          startsAt: new Date(at(day, '12:00')).toISOString(),
        })
      ).status,
    ).toBe(200);
  });

  it('losing a slot to someone else gives the number its point back', async () => {
    const day = openDay(8);
    const phone = mobile('54');
    const winner = await from(freshAddress(), 'POST', '/book-an-appointment', {
      name: 'Winner',
      mobile: mobile(),
      startsAt: new Date(at(day, '13:00')).toISOString(),
    });
    expect(winner.status).toBe(200);
    for (let i = 0; i < APPOINTMENT_LIMITS.bookPerNumber.points + 2; i += 1) {
      expectError(
        await from(freshAddress(), 'POST', '/book-an-appointment', {
          name: 'Late',
          mobile: phone,
          startsAt: new Date(at(day, '13:00')).toISOString(),
        }),
        409,
        'appointment_slot_taken',
      );
    }
    // still free to book another slot
    expect(
      (
        await from(freshAddress(), 'POST', '/book-an-appointment', {
          name: 'Late',
          mobile: phone,
          startsAt: new Date(at(day, '13:30')).toISOString(),
        })
      ).status,
    ).toBe(200);
  });
});
