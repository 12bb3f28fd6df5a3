import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { attempt } from '@/lib/upstream/result';
import { getRtaRequest, listRtaRequests } from '@/lib/upstream/rta-test-requests';
import type { RtaRequest, RtaRequestDetail } from '@/lib/upstream/schemas/rta-test-requests';

/** The learner's requests, newest first. */
export async function myRtaRequests(): Promise<Result<RtaRequest[]>> {
  return attempt(() => listRtaRequests());
}

/** One of the learner's requests with its thread; another learner's is a 404 failure. */
export async function myRtaRequest(id: string): Promise<Result<RtaRequestDetail>> {
  return attempt(() => getRtaRequest(id));
}
