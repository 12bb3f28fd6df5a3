import type * as z from 'zod';

/**
 * The first message per field, keyed by the top-level field name: what the BFF answers with
 * on a 400 and what a form would show. Issues without a field go under ''.
 */
export function firstIssuePerField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  return fields;
}
