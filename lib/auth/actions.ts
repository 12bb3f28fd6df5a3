'use server';

import { logout } from '@/lib/auth/logout';
import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { logoutSchema } from '@/lib/schemas/auth';

/**
 * Logout (R§2): the session ends everywhere, then the dashboard, which leads a logged-out visitor to
 * login. A plain post (before JavaScript) is redirected there; the hydrated button goes itself after
 * clearing local storage.
 */
export async function logoutAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: logoutSchema,
    run: logout,
    done: (_ended, { lang }) => ({ redirectTo: localePath(lang, '/dashboard') }),
  });
}
