import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { RtaCommentValues } from '@/lib/schemas/rta-test-requests';
import { attempt } from '@/lib/upstream/result';
import { commentOnRtaRequest } from '@/lib/upstream/rta-test-requests';
import type { RtaComment } from '@/lib/upstream/schemas/rta-test-requests';

/** Writes in a request's thread (D§3 Comment); someone else's request answers 404. */
export async function commentOnRequest(values: RtaCommentValues): Promise<Result<RtaComment>> {
  return attempt(() => commentOnRtaRequest(values.rtaTestRequestId, values.message));
}
