'use server';

import type { FormState } from '@/lib/forms/form-state';
import { errorText } from '@/lib/errors/text';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { commentOnRequest } from '@/lib/rta-test-requests/comment';
import { fileRtaRequest } from '@/lib/rta-test-requests/create';
import { makeRtaRequestSchema, rtaCommentSchema } from '@/lib/schemas/rta-test-requests';

type Payload = FormData | Record<string, string>;

/** File an RTA test request; on success, its page (with the thread) opens. */
export async function createRtaRequestAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: makeRtaRequestSchema({ now: new Date() }),
    run: fileRtaRequest,
    done: (request, { lang, t }) => ({
      redirectTo: localePath(lang, `/dashboard/rta-test-requests/${request._id}`, { filed: '1' }),
      notice: t('rtaRequests.filed'),
    }),
    failure: (error, t) => (error.code.startsWith('rta_') ? errorText(error, t) : t('rtaRequests.failures.create')),
  });
}

/** Comment in a request's thread; the page refreshes its thread in place. */
export async function commentRtaRequestAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: rtaCommentSchema,
    run: commentOnRequest,
    done: (_comment, { t }) => ({ notice: t('rtaRequests.commented') }),
    failure: (_error, t) => t('rtaRequests.failures.comment'),
  });
}
