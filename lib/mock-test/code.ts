import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { attempt } from '@/lib/upstream/result';
import { resendMockTestOtp, sendMockTestOtp, verifyMockTestOtp, type MockTestCodeSent } from '@/lib/upstream/mock-test';
import type { OtpValues } from '@/lib/schemas/auth';

// The mock-test code at the door (D§7 send-mocktest-otp, resend-mock-test-otp, verify_mock_test_otp).
// The API texts it to the learner's own phone and keeps every limit; the portal only relays.

export function sendMockTestCode(): Promise<Result<MockTestCodeSent>> {
  return attempt(() => sendMockTestOtp());
}

export function resendMockTestCode(): Promise<Result<MockTestCodeSent>> {
  return attempt(() => resendMockTestOtp());
}

export function verifyMockTestCode(values: OtpValues): Promise<Result<{ validUntil: string }>> {
  return attempt(() => verifyMockTestOtp(values.otp));
}
