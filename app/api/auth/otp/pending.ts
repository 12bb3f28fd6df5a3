import type { PendingVerification } from '@/lib/session';

// Shared by the sign-up and OTP handlers: what the browser may know of a pending verification
// (never the reset token), and the texts of its failures.

/** R§8: resend with no pending verification (or a dead token). */
export const NO_PENDING_VERIFICATION = 'Unable to send! Please try again!';

/**
 * The status of "no pending verification". Not 401: for the browser client a 401 means the
 * session died (lib/api-client logs out and reloads); here the person is simply not mid-sign-up.
 */
export const NO_PENDING_STATUS = 410;

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
  otpExpiry: string | null;
}

export function pendingView(verify: PendingVerification): PendingView {
  return {
    purpose: verify.purpose,
    phoneMasked: maskPhone(verify.phoneNumber),
    sentAt: verify.sentAt,
    otpExpiry: verify.otpExpiry ?? null,
  };
}

/** The CallContext language of a BFF request, from its Accept-Language. */
export function requestLang(req: Request): 'en' | 'ar' {
  return (req.headers.get('accept-language') ?? '').trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
