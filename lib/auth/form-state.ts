import type * as z from 'zod';
import { firstIssuePerField } from '@/lib/schemas/issues';

// What a server action hands back to its form (useActionState). Texts are final (already in the
// page's language) except field errors, which may be encoded schema messages the field
// components translate. Never a token: this travels to the browser.

export interface FormState {
  /** Grows with every answer, so the same error twice still raises its toast twice. */
  seq: number;
  /** The form's one error line (role=alert) and error toast. */
  error?: string;
  fieldErrors?: Record<string, string>;
  /** An error toast without a form line (the text already shows under its field). */
  toastError?: string;
  /** A success text for a toast. */
  notice?: string;
  /** The step the action completed (e.g. 'sent' once a code went out). */
  done?: string;
  /** What was typed (never a password), so a form that failed keeps it after React's reset. */
  values?: Record<string, string>;
}

export const INITIAL_FORM_STATE: FormState = { seq: 0 };

export function nextState(previous: FormState, patch: Omit<FormState, 'seq'>): FormState {
  return { seq: previous.seq + 1, ...patch };
}

/** Trimmed string values of a form, by name. Files and missing names read as ''. */
export function formValues<K extends string>(data: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    out[name] = typeof value === 'string' ? value : '';
  }
  return out;
}

export function invalidState(previous: FormState, error: z.ZodError, values?: Record<string, string>): FormState {
  return nextState(previous, { fieldErrors: firstIssuePerField(error), ...(values ? { values } : {}) });
}
