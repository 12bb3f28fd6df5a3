/** R§9: codes are 6 digits; a new code may be requested after 180 seconds. */
export const OTP_LENGTH = 6;
export const RESEND_SECONDS = 180;

export function isCompleteOtp(code: string, length = OTP_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}

/** R§9: 'm : ss' from 60 seconds up ('3 : 00', '1 : 05'), plain seconds below ('59', '0'). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return String(whole);
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return `${minutes} : ${rest}`;
}

/**
 * Seconds left of a countdown that started at `startedAt` (epoch ms). Computed from the clock,
 * not by counting ticks, so it survives reloads and throttled background timers.
 */
export function remainingSeconds({ startedAt, now, total = RESEND_SECONDS }: { startedAt: number; now: number; total?: number }): number {
  const elapsed = Math.floor((now - startedAt) / 1000);
  return Math.min(total, Math.max(0, total - Math.max(0, elapsed)));
}
