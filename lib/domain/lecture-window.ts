// The lecture window (docs/learning.md): a verified lecture OTP opens the lectures until `accessUntil`.
// A page learns the window from the server and counts down on the browser's own clock.

/**
 * When the window closes on the browser's clock (epoch ms). The server's clock says how much was left
 * when the page was rendered (`serverNow`); the browser counts that down from when it got the page
 * (`clientNow`), so a phone whose clock is wrong neither ends the window early nor keeps it open. The
 * time the page spent on the wire makes it close a little late, never early; the API refuses at the
 * true moment anyway (403 lecture_otp_required).
 */
export function windowClosesAt({ accessUntil, serverNow, clientNow }: { accessUntil: string; serverNow: number; clientNow: number }): number {
  const left = Date.parse(accessUntil) - serverNow;
  return Number.isFinite(left) ? clientNow + Math.max(0, left) : clientNow;
}
