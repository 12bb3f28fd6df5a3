import { OTP_LENGTH, RESEND_SECONDS, formatCountdown, isCompleteOtp, remainingSeconds } from '@/lib/domain/otp';

describe('OTP constants', () => {
  it('match R§9', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(RESEND_SECONDS).toBe(180);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('isCompleteOtp(%p) = %p', (code, expected) => {
    expect(isCompleteOtp(code)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [180, '3 : 00'],
    [179, '2 : 59'],
    [65, '1 : 05'],
    [60, '1 : 00'],
    [59, '59'],
    [9, '9'],
    [0, '0'],
    [-3, '0'],
  ])('%p → %p', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('remainingSeconds', () => {
  const startedAt = Date.UTC(2025, 0, 1, 10, 0, 0);
  it.each([
    [0, 180],
    [999, 180],
    [1000, 179],
    [121_000, 59],
    [180_000, 0],
    [500_000, 0],
    [-5_000, 180],
  ])('%p ms after the start → %p s', (elapsed, expected) => {
    expect(remainingSeconds({ startedAt, now: startedAt + elapsed, total: 180 })).toBe(expected);
  });
});
