import 'server-only';
import { appError, fail, type Result } from '@/lib/errors/app-error';
import { getContractStatus } from '@/lib/upstream/contracts';
import type { ContractStatus } from '@/lib/upstream/schemas/contracts';
import { attempt } from '@/lib/upstream/result';
import { isContractLinkToken } from './link';

/** The contract behind a link (D§2 /contract-request/id/{id}): an altered or expired link is the API's refusal. */
export async function loadContractRequest(id: string): Promise<Result<ContractStatus>> {
  if (!isContractLinkToken(id)) return fail(appError('contract_link_invalid'));
  return attempt(() => getContractStatus(id));
}
