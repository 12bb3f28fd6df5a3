import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { RenewalRequestValues } from '@/lib/schemas/renewals';
import { getRenewedDate } from '@/lib/upstream/renewals';
import { attempt } from '@/lib/upstream/result';
import type { Permit } from '@/lib/upstream/schemas/renewals';

/** Asks the centre to renew the RTA file or the learning permit: the document with the visit day kept. */
export async function requestRenewal(values: RenewalRequestValues): Promise<Result<Permit | undefined>> {
  return attempt(async () => (await getRenewedDate({ type: values.type, request: true })).documents[0]);
}
