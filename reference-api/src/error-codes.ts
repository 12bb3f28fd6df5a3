import { GENERIC_ERRORS, type ErrorDef } from './platform/errors';
import { APPROVAL_ERRORS } from './modules/approvals/contract';
import { APPOINTMENT_ERRORS } from './modules/appointments/contract';
import { AUTH_ERRORS } from './modules/auth/contract';
import { CONTRACT_ERRORS } from './modules/contracts/contract';
import { DOCUMENT_ERRORS } from './modules/documents/contract';
import { ENROLMENT_ERRORS } from './modules/enrolment/contract';
import { MOCK_TEST_ERRORS } from './modules/mock-test/contract';
import { LECTURE_ERRORS } from './modules/lectures/contract';
import { ONBOARDING_ERRORS } from './modules/onboarding/contract';
import { PAYMENT_ERRORS } from './modules/payments/contract';
import { EXTRA_ERRORS } from './modules/payments/extras/contract';
import { PAYMENT_LINK_ERRORS } from './modules/payments/links/contract';
import { REFERRAL_ERRORS } from './modules/referrals/contract';
import { RENEWAL_ERRORS } from './modules/renewals/contract';
import { REPORT_ERRORS } from './modules/reports/contract';
import { RTA_REQUEST_ERRORS } from './modules/rta-test-requests/contract';
import { SCHEDULE_ERRORS } from './modules/schedules/contract';
import { STAGE_ERRORS } from './modules/stages/contract';
import { STUDENT_ERRORS } from './modules/student/contract';
import { UPLOAD_ERRORS } from './modules/upload/contract';

// The registry: every error code the API answers with, gathered from the generic table and each domain's
// contract.ts. tests/reference-api/error-codes.test.ts checks it equals docs/api-contract.md's table.
const tables = [
  GENERIC_ERRORS,
  AUTH_ERRORS,
  STUDENT_ERRORS,
  UPLOAD_ERRORS,
  ONBOARDING_ERRORS,
  ENROLMENT_ERRORS,
  PAYMENT_ERRORS,
  EXTRA_ERRORS,
  PAYMENT_LINK_ERRORS,
  REFERRAL_ERRORS,
  REPORT_ERRORS,
  DOCUMENT_ERRORS,
  SCHEDULE_ERRORS,
  RTA_REQUEST_ERRORS,
  MOCK_TEST_ERRORS,
  CONTRACT_ERRORS,
  APPOINTMENT_ERRORS,
  LECTURE_ERRORS,
  STAGE_ERRORS,
  APPROVAL_ERRORS,
  RENEWAL_ERRORS,
];

export const ERROR_CODES: Readonly<Record<string, ErrorDef>> = (() => {
  const all: Record<string, ErrorDef> = {};
  for (const table of tables) {
    for (const def of Object.values(table) as ErrorDef[]) {
      if (all[def.code]) throw new Error(`error code ${def.code} is defined twice`);
      all[def.code] = def;
    }
  }
  return all;
})();
