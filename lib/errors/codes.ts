// The one list of error codes (docs/api-contract.md, "Error codes"). The API and the BFF answer with
// these; the browser translates by code and falls back to the English message. A unit test checks
// this table against the contract's, and the reference API checks its own against the same table.

export type ErrorDomain = 'common' | 'auth' | 'upload' | 'onboarding' | 'payment' | 'schedule' | 'rta' | 'mockTest' | 'lecture';

// Browser code imports the two small modules below directly, so a form page never ships the table.
export { FIELD_CODES, isFieldCode, type FieldCode } from './field-codes';
export { TRANSIENT_CODES, UNAVAILABLE_TEXT_KEY } from './transient';

interface CodeSpec {
  status: number;
  message: string;
  /** The message namespace the translation lives in (errors.<domain>.<code>), shipped only where needed. */
  domain: ErrorDomain;
}

export const ERROR_CODES = {
  invalid_data: { status: 400, message: 'Invalid Data in Form!', domain: 'common' },
  unauthorized: { status: 401, message: 'Unauthorized', domain: 'common' },
  token_invalid: { status: 401, message: 'Invalid or expired token', domain: 'common' },
  forbidden: { status: 403, message: 'Forbidden', domain: 'common' },
  not_found: { status: 404, message: 'Not Found', domain: 'common' },
  method_not_allowed: { status: 405, message: 'Method Not Allowed', domain: 'common' },
  conflict: { status: 409, message: 'Already exists', domain: 'common' },
  payload_too_large: { status: 413, message: 'Request body is too large', domain: 'common' },
  uri_too_long: { status: 414, message: 'Request URI is too long', domain: 'common' },
  unsupported_media_type: { status: 415, message: 'Unsupported content type', domain: 'common' },
  too_many_requests: { status: 429, message: 'Too many requests, please try again later', domain: 'common' },
  internal: { status: 500, message: 'Internal Server Error', domain: 'common' },
  service_unavailable: { status: 503, message: 'The service is unavailable right now. Please try again in a moment.', domain: 'common' },
  invalid_credentials: { status: 401, message: 'Invalid Username or Password!', domain: 'auth' },
  contact_csr: { status: 403, message: 'Please contact our CSR to complete your registration', domain: 'auth' },
  login_throttled: { status: 429, message: 'Too many failed login attempts, please try again later', domain: 'auth' },
  login_otp_required: { status: 429, message: 'Too many failed attempts on this account. Log in with a one-time code instead.', domain: 'auth' },
  otp_invalid: { status: 400, message: 'Invalid OTP', domain: 'auth' },
  otp_expired: { status: 410, message: 'OTP has expired', domain: 'auth' },
  otp_attempts: { status: 429, message: 'Too many wrong attempts, please request a new OTP', domain: 'auth' },
  otp_send_limit: { status: 429, message: 'Too many OTP requests, please try again later', domain: 'auth' },
  otp_too_early: { status: 429, message: 'Please wait before requesting a new code', domain: 'auth' },
  account_exists: { status: 409, message: 'This number already has an account. Log in or reset your password.', domain: 'auth' },
  email_taken: { status: 409, message: 'Email already exists', domain: 'auth' },
  emirates_id_taken: { status: 409, message: 'Emirates Id already exists', domain: 'auth' },
  not_pre_registered: { status: 403, message: 'Only pre-registered users can complete quick registration', domain: 'auth' },
  email_verification_failed: { status: 400, message: 'Email Verification Failed', domain: 'auth' },
  verification_email_limit: { status: 429, message: 'Too many verification emails, please try again later', domain: 'auth' },
  image_required: { status: 400, message: 'Use an image file', domain: 'upload' },
  file_too_large: { status: 413, message: 'File is too large (max 5 MB)', domain: 'upload' },
  id_unreadable: { status: 422, message: "Invalid Id, Id can't be read, please try again", domain: 'upload' },
  id_reader_busy: { status: 429, message: 'The ID reader is busy, please try again', domain: 'upload' },
  stage_closed: { status: 409, message: 'Personal details can no longer be changed', domain: 'onboarding' },
  stage_out_of_order: { status: 409, message: 'Please complete the previous steps first', domain: 'onboarding' },
  already_paid: { status: 409, message: 'User has already done payment', domain: 'onboarding' },
  course_unavailable: { status: 404, message: 'This course is not available for your licence type', domain: 'onboarding' },
  promo_invalid: { status: 400, message: 'This promo code is not valid for your course', domain: 'onboarding' },
  referral_invalid: { status: 400, message: 'Invalid referral code', domain: 'onboarding' },
  referral_own: { status: 400, message: 'You cannot use your own referral code', domain: 'onboarding' },
  nothing_to_pay: { status: 409, message: 'There is nothing to pay', domain: 'payment' },
  amount_mismatch: { status: 409, message: 'The amount does not match your course', domain: 'payment' },
  payment_unavailable: { status: 503, message: 'Online payment is not available right now. Please try again later.', domain: 'payment' },
  payment_response_invalid: { status: 400, message: 'Invalid payment response', domain: 'payment' },
  fee_not_due: { status: 409, message: 'This fee is not due any more', domain: 'payment' },
  addon_unavailable: { status: 409, message: 'This add-on is not available for your course', domain: 'payment' },
  not_registered: { status: 409, message: 'Please complete your registration first', domain: 'payment' },
  link_paid: { status: 409, message: 'This payment link has already been paid', domain: 'payment' },
  link_cancelled: { status: 410, message: 'This payment link has been cancelled', domain: 'payment' },
  link_expired: { status: 410, message: 'This payment link has expired', domain: 'payment' },
  // a staff member's e-mailed report link (issue 25): altered or expired, or sent to someone else
  report_link_invalid: { status: 401, message: 'This report link is invalid or has expired', domain: 'common' },
  report_link_not_yours: { status: 403, message: 'This report link was sent to someone else', domain: 'common' },
  // a contract link the centre sent (issue 27, docs/contracts.md): altered, expired, or signed already
  contract_link_invalid: { status: 404, message: 'This contract link is not valid', domain: 'common' },
  contract_link_expired: { status: 410, message: 'This contract link has expired. Please ask the centre for a new one.', domain: 'common' },
  contract_signed: { status: 409, message: 'This contract has already been signed', domain: 'common' },
  contract_not_signed: { status: 409, message: 'This contract has not been signed yet', domain: 'common' },
  contract_pdf_pending: { status: 404, message: 'The signed contract is being prepared', domain: 'common' },
  contract_file_invalid: { status: 400, message: 'The signed contract must be a PDF of at most 2 MB', domain: 'common' },
  bonus_withdrawn: { status: 409, message: 'This referral bonus has already been withdrawn', domain: 'payment' },
  referral_already_cancelled: { status: 409, message: 'This referral code has already been cancelled', domain: 'payment' },
  appointment_slot_taken: { status: 409, message: 'This slot has just been booked, please choose another', domain: 'common' },
  appointment_slot_unavailable: { status: 409, message: 'This slot is not available, please choose another', domain: 'common' },
  file_required: { status: 400, message: 'Choose a file to upload', domain: 'upload' },
  unsupported_file_type: { status: 415, message: 'Use a JPEG, PNG or PDF file', domain: 'upload' },
  file_link_invalid: { status: 403, message: 'This file link has expired, please reload the page', domain: 'upload' },
  fees_unpaid: { status: 409, message: 'You need to pay the fees for your classes before scheduling.', domain: 'schedule' },
  slot_taken: { status: 409, message: 'This slot has just been booked, please choose another', domain: 'schedule' },
  learner_busy: { status: 409, message: 'You already have a session at this time', domain: 'schedule' },
  weekly_hours_exceeded: { status: 409, message: 'You have reached your class hours for this week', domain: 'schedule' },
  hours_used_up: { status: 409, message: 'You have booked all the class hours you have paid for', domain: 'schedule' },
  outside_class_times: { status: 409, message: 'This time is outside your class times', domain: 'schedule' },
  slot_in_past: { status: 409, message: 'Please choose a later time', domain: 'schedule' },
  cancel_too_late: { status: 409, message: 'This session can no longer be cancelled', domain: 'schedule' },
  schedule_not_cancellable: { status: 409, message: 'Only scheduled sessions can be cancelled', domain: 'schedule' },
  not_completed: { status: 409, message: 'Only completed sessions can be rated', domain: 'schedule' },
  already_rated: { status: 409, message: 'This session has already been rated', domain: 'schedule' },
  not_vip: { status: 409, message: 'VIP slots are only for VIP courses', domain: 'schedule' },
  rta_request_open: { status: 409, message: 'You already have an open request for this test', domain: 'rta' },
  rta_request_answered: { status: 409, message: 'The centre has already answered this request', domain: 'rta' },
  rta_date_not_offered: { status: 409, message: 'Choose one of the preferred dates of the request', domain: 'rta' },
  rta_date_passed: { status: 409, message: 'This date has passed', domain: 'rta' },
  mock_test_code_required: { status: 403, message: 'Please verify the mock test code first', domain: 'mockTest' },
  mock_test_time_up: { status: 410, message: 'Time is up! Your session has expired.', domain: 'mockTest' },
  mock_test_submitted: { status: 409, message: 'This mock test has already been submitted', domain: 'mockTest' },
  mock_test_not_submitted: { status: 409, message: 'The report is ready once the mock test is submitted', domain: 'mockTest' },
  lesson_not_found: { status: 404, message: 'Lesson Not Found!', domain: 'lecture' },
  lecture_otp_required: { status: 403, message: 'Time is up! Your session has expired.', domain: 'lecture' },
  lecture_locked: { status: 403, message: 'This lecture is locked. Finish the one before it first.', domain: 'lecture' },
  quiz_incomplete: { status: 400, message: 'Please choose one answer for every question.', domain: 'lecture' },
  quiz_attempt_used: { status: 409, message: 'These answers were already submitted. Reload the quiz to try again.', domain: 'lecture' },
  // stage skip (docs/requests.md "Stages and approvals"): shown on the Courses tab next to the schedules' words
  stage_skip_refused: { status: 409, message: 'Unable to skip this stage', domain: 'schedule' },
  // approvals (docs/requests.md "Stages and approvals"): the dashboard's card and the practical booking
  training_decided: { status: 409, message: 'This additional training has already been answered', domain: 'schedule' },
  noc_approved: { status: 409, message: 'The NOC is already approved', domain: 'schedule' },
  noc_not_required: { status: 409, message: 'No NOC is needed for this learner', domain: 'schedule' },
  noc_pending: { status: 409, message: 'Your NOC must be approved before booking practical classes', domain: 'schedule' },
  // renewals (docs/requests.md "Renewals"): a booking refused on an expired document, a renewal asked too early
  permit_expired: { status: 409, message: 'Your learning permit has expired. Please renew it at the centre before booking.', domain: 'schedule' },
  rta_file_expired: { status: 409, message: 'Your RTA file has expired. Please renew it at the centre before booking.', domain: 'schedule' },
  renewal_not_due: { status: 409, message: 'This document does not need renewing yet', domain: 'common' },
  // The BFF's own (the contract names them; the API never sends them).
  cross_origin: { status: 403, message: 'Cross-origin request refused', domain: 'common' },
  otp_no_pending: { status: 410, message: 'OTP has expired', domain: 'auth' },
  length_required: { status: 411, message: 'Length Required', domain: 'common' },
} as const satisfies Record<string, CodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const BFF_ONLY_CODES: readonly ErrorCode[] = ['cross_origin', 'otp_no_pending', 'length_required'];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
