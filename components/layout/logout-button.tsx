'use client';

import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import { logoutAction } from '@/lib/auth/actions';
import type { Locale } from '@/lib/i18n/routing';

/** What the browser kept of the session (drafts included) goes, whatever the server answered. */
function clearStorage() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
}

/**
 * R§2: logout clears the session and local storage and goes to the dashboard, which sends a
 * logged-out visitor to login. A full page load, so nothing of the old session stays in memory.
 * Before hydration the form posts to the same server action. Nothing is typed here, so the header of
 * every logged-in page carries no form library (useActionButton, not useActionForm).
 */
export function LogoutButton({ lang, label, className }: { lang: Locale; label: string; className?: string }) {
  const { pending, formProps } = useActionButton({
    action: logoutAction,
    fullLoad: true,
    onDone: clearStorage,
    // The session store and the cookie are dealt with on the server; a network error still ends here.
    onFailed: () => {
      clearStorage();
      window.location.assign(`/${lang}/dashboard`);
    },
  });
  return (
    <form {...formProps} className={className}>
      <Button type="submit" variant="secondary" block loading={pending}>
        {label}
      </Button>
    </form>
  );
}
