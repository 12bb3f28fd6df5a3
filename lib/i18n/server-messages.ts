// English texts that reach a page from outside its messages — the driving-centre API, the BFF,
// and the spec's global-handler and catalogue texts computed in lib/errors (R§5, R§8) — and their
// keys under `serverMessages` in messages/*.json, so an Arabic page shows them in Arabic.
// A text not listed is shown exactly as it came. Keep this module free of React and next-intl:
// it ships to the browser with every form, so only the English → key table travels here; the
// translations themselves come with the page's messages (the `serverMessages` namespace).

export const SERVER_MESSAGES_NAMESPACE = 'serverMessages';

/** English text → key. Several texts may share a key; the key's English text is then the first. */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  // The spec's global handler and form rules (lib/errors)
  'Invalid Data in Form!': 'invalidData',
  'Internal Server Error': 'internalError',
  'Invalid Username or Password!': 'invalidCredentials',
  'Please contact our CSR to complete your registration': 'contactCsr',
  // Reference API: envelope and framework answers
  'Bad Request': 'badRequest',
  'Malformed JSON body': 'malformedJson',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  'Not Found': 'notFound',
  'Already exists': 'alreadyExists',
  'Referenced by or referring to a missing record': 'missingReference',
  'Missing bearer token': 'missingToken',
  'Invalid or expired token': 'expiredToken',
  'Too many requests, please try again later': 'tooManyRequests',
  Created: 'created',
  Updated: 'updated',
  Deleted: 'deleted',
  '_filters must be a JSON object': 'filtersNotObject',
  'Unknown filter field': 'unknownFilter',
  '_end must not be less than _start': 'badRange',
  // Login, OTP and passwords
  'Too many failed login attempts, please try again later': 'loginThrottled',
  'Logged in successfully': 'loggedIn',
  'Logged out successfully': 'loggedOut',
  'Logged out': 'loggedOutShort',
  'Invalid OTP': 'invalidOtp',
  'OTP has expired': 'otpExpired',
  'Too many wrong attempts, please request a new OTP': 'otpAttempts',
  'Too many OTP requests, please try again later': 'otpSends',
  'OTP should have 6 digits': 'otpLength',
  'If the number is registered, an OTP has been sent': 'otpSentNeutral',
  'An OTP has been sent to your mobile number': 'otpSent',
  'OTP sent': 'otpResent',
  'Mobile number verified': 'mobileVerified',
  'Please wait before requesting a new code': 'tooEarly',
  'Unable to send OTP': 'resendFailed',
  'Unable to send! Please try again!': 'noPending',
  'Error sending OTP!': 'sendOtpError',
  'Please resend again!': 'resendAgain',
  'Resent OTP!': 'resentOtp',
  'Please enter the new OTP to verify!': 'enterNewOtp',
  'Password has been reset successfully': 'passwordReset',
  'Unable to send reset password OTP!': 'forgotFailed',
  'Unable to reset password!': 'resetFailed',
  'Password Mismatch! Both passwords must be same!': 'passwordMismatch',
  'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character': 'password',
  // Registration (R§5)
  'You must be at least 17 and a half years old to proceed.': 'minimumAge',
  'You need to have residency Visa in UAE to register!': 'residencyVisa',
  'Emirates Id already exists': 'emiratesIdTaken',
  'Email already exists': 'emailTaken',
  'Phone number already exists': 'phoneTaken',
  'Date of birth cannot be in the future': 'dobFuture',
  'Date of birth is invalid': 'dobInvalid',
  'Nationality is invalid': 'nationalityInvalid',
  'Nationality is required': 'nationalityRequired',
  'Language is invalid': 'languageInvalid',
  'Licence type is not available for registration': 'licenceUnavailable',
  'Gear type is not available for this licence type': 'gearTypeUnavailable',
  'Gender is not available for this licence type': 'genderUnavailable',
  'Training branch is not available': 'branchUnavailable',
  'Country code should be 971': 'countryCode',
  'Starting code is invalid': 'startingCodeInvalid',
  'Phone number should have exact 7 letters.': 'phoneLength',
  'Emirates ID is invalid': 'emiratesIdInvalid',
  'Full name is required': 'fullNameRequired',
  'Full name is invalid': 'fullNameInvalid',
  'Email is invalid': 'emailInvalid',
  'Registration details saved': 'registrationSaved',
  'Only pre-registered users can complete quick registration': 'notPreRegistered',
  'Failed to fetch license types': 'licenceTypesFailed',
  // Emirates ID
  'Use an image file': 'imageFile',
  'File is too large (max 5 MB)': 'fileTooLarge',
  'Length Required': 'lengthRequired',
  "Invalid Id, Id can't be read, please try again": 'idUnreadable',
  'The ID reader is busy, please try again': 'idReaderBusy',
  'Error Reading EID': 'eidReadError',
  'error occured, please try again': 'eidApplyFailed',
  // E-mail verification
  'Email Verification Failed': 'emailVerificationFailed',
  'Email verified successfully': 'emailVerified',
  'Verification email sent': 'verificationSent',
  'Unable to send verification mail': 'verificationSendFailed',
  'Too many verification emails, please try again later': 'verificationThrottled',
  // BFF
  'Cross-origin request refused': 'crossOrigin',
  'Bad Gateway': 'unavailable',
  'Service Unavailable': 'unavailable',
  'Gateway Timeout': 'unavailable',
  // Payment and the rest of the catalogue (R§8, D§8)
  Error: 'error',
  'User has already done payment': 'alreadyPaid',
  'User has already done payment. Please login again': 'alreadyPaidLogin',
  'Payment Success': 'paymentSuccess',
  'Payment completed successfully': 'paymentCompleted',
  'Payment failed': 'paymentFailed',
  'Payment Failed': 'paymentFailedTitle',
  'Please try again': 'tryAgain',
  'Please try again!': 'tryAgainExcl',
  'Transaction has been cancelled': 'transactionCancelled',
  'Payment Error': 'paymentError',
  'Something went wrong, Please try again!': 'somethingWrong',
  'Something went wrong! Please try again': 'somethingWrongAlt',
  'Referral Applied Successfully !': 'referralApplied',
  'Referral Removed Successfully !': 'referralRemoved',
  'Referral code is required': 'referralRequired',
  'referral code required': 'referralRequiredInline',
  'Error verifying payment:': 'paymentVerifyError',
  'Error in payment link': 'paymentLinkError',
  'Another tab is already handling this payment. Please close this tab.': 'anotherTab',
  'Time is up! Your session has expired.': 'sessionExpired',
  'You need to pay the fees for your classes before scheduling.': 'payBeforeScheduling',
  'Please add at least one UAE license': 'addUaeLicense',
  'Please correct UAE license details': 'correctUaeLicense',
};

/**
 * Texts with a part that varies, as `{name}` templates; the same template (with the same argument
 * names) is the key's English text. `field` arguments are translated through `fields.*` when the
 * name is a known label ('Full Name' → fields.fullName).
 */
export const SERVER_MESSAGE_TEMPLATES: ReadonlyArray<readonly [key: string, template: string]> = [
  ['invalidField', 'Invalid {field}'],
  ['invalidValueFor', 'Invalid value for {field}'],
  ['cannotSortBy', 'Cannot sort by {field}'],
  ['fieldIsInvalid', '{field} is invalid'],
  ['uploadFailed', 'Failed to upload file {name}, Please try again'],
];

/** Keys whose English text deliberately rewords the source (a gateway status a person cannot act on). */
export const REWORDED_KEYS: readonly string[] = ['unavailable', 'expiredToken'];

/** The part of a next-intl root translator this needs. */
export interface ServerMessageTranslate {
  (key: string, values?: Record<string, string | number>): string;
  has?: (key: string) => boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ARG = /\{(\w+)\}/g;
const compiled = SERVER_MESSAGE_TEMPLATES.map(([key, template]) => {
  const names = [...template.matchAll(ARG)].map((m) => m[1] as string);
  const source = template
    .split(ARG)
    .map((part, i) => (i % 2 ? '(.+?)' : escape(part)))
    .join('');
  return { key, names, re: new RegExp(`^${source}$`) };
});

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Key (under `serverMessages`) and arguments of a known text, or null. */
export function serverMessageKey(text: string): { key: string; values: Record<string, string> } | null {
  const plain = normalise(text);
  const key = SERVER_MESSAGE_KEYS[plain];
  if (key) return { key, values: {} };
  for (const { key: k, names, re } of compiled) {
    const match = re.exec(plain);
    if (match) return { key: k, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return null;
}

/** 'Full Name' / 'full_name' / 'studentDetails.language' → 'fullName' / 'fullName' / 'language'. */
function labelKey(name: string): string {
  const last = name.split('.').pop() ?? name;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.map((w, i) => (i ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join('');
}

const known = (t: ServerMessageTranslate, key: string) => !t.has || t.has(key);

/** A known server text in the page's language (`t` is the root translator); anything else as it came. */
export function localizeServerMessage(text: string, t: ServerMessageTranslate): string {
  const found = serverMessageKey(text);
  if (!found) return text;
  const fullKey = `${SERVER_MESSAGES_NAMESPACE}.${found.key}`;
  if (!known(t, fullKey)) return text;
  const values: Record<string, string> = { ...found.values };
  if (values.field !== undefined) {
    const label = `fields.${labelKey(values.field)}`;
    if (t.has?.(label)) values.field = t(label);
  }
  return t(fullKey, values);
}
