/** localStorage key of the sign-up OTP screen's resend countdown (set by the form that sent the code). */
export const SIGNUP_OTP_COUNTDOWN_KEY = 'otp-resend:signup';
