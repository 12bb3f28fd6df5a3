import 'server-only';
import { appError, fail, type Result } from '@/lib/errors/app-error';
import { sendContractOtp } from '@/lib/upstream/contracts';
import { attempt } from '@/lib/upstream/result';
import { isContractLinkToken } from './link';

/** 'Send code' (D§4 Contract: send OTP): the code goes to the learner's own phone, never one typed here. */
export async function sendContractCode({ id }: { id: string }): Promise<Result<{ otpExpiry: string }>> {
  if (!isContractLinkToken(id)) return fail(appError('contract_link_invalid'));
  return attempt(() => sendContractOtp(id));
}
