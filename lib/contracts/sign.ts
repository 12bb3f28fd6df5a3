import 'server-only';
import { after } from 'next/server';
import { appError, fail, type Result } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';
import { verifyContractOtp } from '@/lib/upstream/contracts';
import type { ContractStatus } from '@/lib/upstream/schemas/contracts';
import { attempt } from '@/lib/upstream/result';
import { isContractLinkToken } from './link';
import { signedContractPdf } from './pdf';

/**
 * 'Sign' (D§4 Contract: verify OTP): the API records the signature. The signed PDF is then rendered on
 * the worker pool and stored (generate-pdf, update-file-contract) after the answer has gone, so the
 * learner is not kept waiting; the download renders it then if that did not finish.
 */
export async function signContract({ id, otp }: { id: string; otp: string }, lang: Locale): Promise<Result<ContractStatus>> {
  if (!isContractLinkToken(id)) return fail(appError('contract_link_invalid'));
  const signed = await attempt(() => verifyContractOtp(id, otp));
  if (signed.ok) {
    after(async () => {
      const made = await signedContractPdf(id, lang);
      if (!made.ok) console.error(`[contracts] the signed PDF of ${signed.value.documentId} was not stored now: ${made.error.code}`);
    });
  }
  return signed;
}
