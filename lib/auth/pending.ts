import { remainingSeconds } from '@/lib/domain/otp';
import type { PendingVerification } from '@/lib/session';

// What the browser may know of a pending verification (never the reset token).

/** '971501234567' → '+971 50 ••• 4567': enough to recognise one's own number on screen. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const match = /^(971)(\d{2})(\d{3})(\d{4})$/.exec(digits);
  if (!match) return digits.length > 4 ? `•••${digits.slice(-4)}` : '•••';
  return `+${match[1]} ${match[2]} ••• ${match[4]}`;
}

export interface PendingView {
  purpose: PendingVerification['purpose'];
  phoneMasked: string;
  sentAt: number;
  /** Seconds left before a new code may be asked for, on the server's clock at this render (R§4). */
  resendIn: number;
  otpExpiry: string | null;
}

export function pendingView(verify: PendingVerification, now = Date.now()): PendingView {
  return {
    purpose: verify.purpose,
    phoneMasked: maskPhone(verify.phoneNumber),
    sentAt: verify.sentAt,
    resendIn: remainingSeconds({ startedAt: verify.sentAt, now }),
    otpExpiry: verify.otpExpiry ?? null,
  };
}
