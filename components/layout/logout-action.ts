'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { redirect } from 'next/navigation';
import { logout } from '@/lib/auth/logout';
import { pageLocale } from '@/lib/forms/run-form-action';

/**
 * Logout (R§2): the session ends everywhere. A plain post (before JavaScript) is sent on to the
 * dashboard, which leads a logged-out visitor to login; the hydrated button does that itself after
 * clearing local storage.
 */
export async function logoutAction(payload?: FormData): Promise<void> {
  await assertSameOriginAction();
  await logout();
  if (payload instanceof FormData) redirect(`/${await pageLocale()}/dashboard`);
}
