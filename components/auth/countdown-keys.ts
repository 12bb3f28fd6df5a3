// localStorage keys of the code screens' resend countdowns (R§4: kept with their start time, so a
// reload resumes them). Plain constants, importable by server pages and client forms alike.
export const COUNTDOWN_KEYS = {
  signup: 'otp-resend:signup',
  login: 'otp-resend:login',
  reset: 'otp-resend:forgot-password',
} as const;
