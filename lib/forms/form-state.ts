// What a form's server action answers (runFormAction) and its form shows (useActionForm). Every text
// is final: already in the page's language, translated on the server by code. Never a token or a password: this travels to the browser.

export interface FormState {
  /** Grows with every answer, so the same error twice still raises its toast twice. */
  seq: number;
  status: 'idle' | 'invalid' | 'failed' | 'done';
  /** The form's one error line (role=alert), also raised as a toast. */
  formError?: string;
  /** The refusal's code (lib/errors/codes), for a form that offers a way on (login or reset after account_exists). */
  errorCode?: string;
  /** Field → its error, for the fields the form has. */
  fieldErrors?: Record<string, string>;
  /** Errors that belong to no field of this form, each a toast. */
  toasts?: string[];
  /** A success text for a toast. */
  notice?: string;
  /** The second line of the answer's toast (R§8's titled toasts: 'Resent OTP!' / 'Please enter the new OTP to verify!'). */
  toastDetail?: string;
  /** What was typed (never a secret), so a form re-rendered without JavaScript keeps it. */
  values?: Record<string, string>;
  /** Where to go next: the hydrated form navigates there itself (a plain post was redirected already). */
  redirectTo?: string;
  /** Small results a form shows next (a masked number, when a code went out). */
  data?: Record<string, string | number | null>;
}

export const INITIAL_FORM_STATE: FormState = { seq: 0, status: 'idle' };
