import 'server-only';
import { fail, type Result } from '@/lib/errors/app-error';
import { dayToApi } from '@/lib/domain/dates';
import type { RtaRequestValues } from '@/lib/schemas/rta-test-requests';
import { attempt, renameFields } from '@/lib/upstream/result';
import { createRtaRequest } from '@/lib/upstream/rta-test-requests';
import type { RtaRequestDetail } from '@/lib/upstream/schemas/rta-test-requests';

/** The API's `preferredDates.<i>` as the form's boxes (only the filled ones are sent, in order). */
function dateFieldMap(filled: readonly string[]): Record<string, string> {
  return Object.fromEntries(filled.map((field, i) => [`preferredDates.${i}`, field]));
}

/** Files a request: the filled day boxes in order, as UTC-midnight ISO days (D§7). */
export async function fileRtaRequest(values: RtaRequestValues): Promise<Result<RtaRequestDetail>> {
  const boxes = (['preferredDate1', 'preferredDate2', 'preferredDate3'] as const).filter((f) => values[f] !== '');
  const answer = await attempt(() =>
    createRtaRequest({
      testType: values.testType,
      preferredDates: boxes.map((f) => dayToApi(values[f])),
      ...(values.note ? { note: values.note } : {}),
    }),
  );
  if (answer.ok) return answer;
  const map = dateFieldMap(boxes);
  return fail({ ...answer.error, fields: renameFields(answer.error.fields, map, Object.fromEntries(boxes.map((f) => [f, f]))) });
}
