import { decodeMessage } from '@/lib/schemas/messages';
import { appointmentSchema, feedbackSchema } from '@/lib/schemas/appointments';

// The shared schemas of the two public forms (issue 27): D§5's phone rule, the same as the API's
// (tests/reference-api/appointments.test.ts runs the same cases against the API).

const base = { countryCode: '971', startingCode: '50', number: '1234567' };
const feedback = (phone: Record<string, string>) => feedbackSchema.safeParse({ rating: '4', message: 'Clear', ...phone });
const firstCode = (r: ReturnType<typeof feedback>, field: string) =>
  r.success ? null : decodeMessage(r.error.issues.find((i) => i.path[0] === field)?.message ?? '')?.code;

describe('the D§5 phone rule', () => {
  it.each(['50', '52', '54', '55', '56', '58'])('starting code %s passes', (startingCode) => {
    expect(feedback({ ...base, startingCode }).success).toBe(true);
  });
  it.each([
    ['starting code 51', { ...base, startingCode: '51' }, 'startingCode'],
    ['6 digits', { ...base, number: '123456' }, 'number'],
    ['8 digits', { ...base, number: '12345678' }, 'number'],
    ['letters', { ...base, number: '12a4567' }, 'number'],
    ['empty', { ...base, number: '' }, 'number'],
  ])('%s is refused', (_name, phone, field) => {
    const r = feedback(phone);
    expect(r.success).toBe(false);
    expect(firstCode(r, field)).toMatch(/^(invalid|required)$/);
  });
  it('the country code is 971 only', () => {
    expect(feedback({ ...base, countryCode: '966' }).success).toBe(false);
  });
});

describe('feedback and appointment fields', () => {
  it.each(['0', '6', '', 'five'])('a rating of %p is refused', (rating) => {
    expect(feedbackSchema.safeParse({ ...base, rating, message: 'ok' }).success).toBe(false);
  });
  it('a message past 1000 characters is refused', () => {
    expect(feedbackSchema.safeParse({ ...base, rating: '3', message: 'x'.repeat(1001) }).success).toBe(false);
  });
  it('a booking needs a name, a day and a slot instant', () => {
    const ok = { ...base, name: 'ليلى حداد', day: '2026-12-01', slot: '2026-12-01T05:30:00.000Z' };
    expect(appointmentSchema.safeParse(ok).success).toBe(true);
    expect(appointmentSchema.safeParse({ ...ok, name: 'L' }).success).toBe(false);
    expect(appointmentSchema.safeParse({ ...ok, day: '2026-02-30' }).success).toBe(false);
    expect(appointmentSchema.safeParse({ ...ok, slot: 'soon' }).success).toBe(false);
  });
});
