import 'server-only';
import { fail, ok, type FieldError, type Result } from '@/lib/errors/app-error';
import { UpstreamError } from './errors';

/** An upstream call as a Result: its refusal as the AppError a person may see; anything else throws. */
export async function attempt<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await call());
  } catch (error) {
    if (error instanceof UpstreamError) return fail(error.error);
    throw error;
  }
}

/**
 * An API answer's field errors renamed to the form's fields (`map`: API path → form field; its
 * label key for messages). Unmapped paths keep their name, so the form shows them as a toast.
 */
export function renameFields(
  fields: Record<string, FieldError> | undefined,
  map: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>> = {},
): Record<string, FieldError> | undefined {
  if (!fields) return undefined;
  const out: Record<string, FieldError> = {};
  for (const [path, error] of Object.entries(fields)) {
    const field = map[path] ?? path;
    // A renamed field is labelled as the form labels it, also when the error named only the API's
    // path (the spec's ErrorList: 'Invalid {field name}'); a label the API chose itself stays.
    const label = labels[field] ?? (field !== path ? field : undefined);
    const unlabelled = error.params?.field === undefined || error.params.field === path;
    out[field] ??= label && unlabelled ? { ...error, params: { ...error.params, field: label } } : error;
  }
  return out;
}
