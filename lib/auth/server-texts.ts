// The English texts the driving-centre API and the BFF answer with (docs/api-contract.md, the
// spec's catalogue R§8) and their message keys under `login.server.*`, so an Arabic page shows
// them in Arabic. A text not listed here is shown as the server sent it.

export const SERVER_TEXT_KEYS: Readonly<Record<string, string>> = {
  'Invalid Username or Password!': 'invalidCredentials',
  'Please contact our CSR to complete your registration': 'contactCsr',
  'Too many failed login attempts, please try again later': 'loginThrottled',
  'Invalid OTP': 'invalidOtp',
  'OTP has expired': 'otpExpired',
  'Too many wrong attempts, please request a new OTP': 'otpAttempts',
  'Too many OTP requests, please try again later': 'otpSends',
  'Invalid or expired token': 'expiredToken',
  'If the number is registered, an OTP has been sent': 'otpSentNeutral',
  'Password has been reset successfully': 'passwordReset',
  'Unable to send reset password OTP!': 'forgotFailed',
  'Unable to reset password!': 'resetFailed',
  'Unable to send OTP': 'resendFailed',
  'Password Mismatch! Both passwords must be same!': 'passwordMismatch',
  'Email Verification Failed': 'emailVerificationFailed',
  'Email verified successfully': 'emailVerified',
  'Verification email sent': 'verificationSent',
  'Unable to send verification mail': 'verificationSendFailed',
  'Too many verification emails, please try again later': 'verificationThrottled',
  'Registration details saved': 'registrationSaved',
  'Only pre-registered users can complete quick registration': 'notPreRegistered',
  'Please wait before requesting a new code': 'tooEarly',
  'Unable to send! Please try again!': 'noPending',
  'Cross-origin request refused': 'invalidData',
  'Invalid Data in Form!': 'invalidData',
  'Internal Server Error': 'internalError',
  'Bad Gateway': 'unavailable',
  'Service Unavailable': 'unavailable',
  'Gateway Timeout': 'unavailable',
};

/** The key (under `login.server`) of a known server text, or null. */
export function serverTextKey(text: string): string | null {
  return SERVER_TEXT_KEYS[text.trim()] ?? null;
}

/** A known text in the page's language (`t` is the `login` namespace); anything else as it came. */
export function localiseServerText(text: string, t: (key: string) => string): string {
  const key = serverTextKey(text);
  return key ? t(`server.${key}`) : text;
}
