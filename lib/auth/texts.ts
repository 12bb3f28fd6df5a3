// Fixed English texts of the auth flows (the spec's R§8 catalogue and the contract's answers).
// They double as keys: lib/i18n/server-messages.ts maps them to the page's language.
export const OTP_SENT_NEUTRAL = 'If the number is registered, an OTP has been sent';
export const OTP_EXPIRED = 'OTP has expired';
export const FORGOT_FAILED = 'Unable to send reset password OTP!';
export const RESET_FAILED = 'Unable to reset password!';
export const RESEND_FAILED = 'Unable to send OTP';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully';
export const EMAIL_VERIFICATION_FAILED = 'Email Verification Failed';
export const VERIFICATION_SEND_FAILED = 'Unable to send verification mail';
