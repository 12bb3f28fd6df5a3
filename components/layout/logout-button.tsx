'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/routing';
import { logoutAction } from './logout-action';

/**
 * R§2: logout clears the session and local storage and goes to the dashboard, which sends a
 * logged-out visitor to login. A full page load, so nothing of the old session stays in memory.
 * Before hydration the form posts to the same server action.
 */
export function LogoutButton({ lang, label, className }: { lang: Locale; label: string; className?: string }) {
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await logoutAction();
    } catch {
      // The session store and the cookie are dealt with on the server; a network error still ends here.
    }
    try {
      window.localStorage.clear();
    } catch {
      // Storage may be unavailable (private mode); there is nothing to clear then.
    }
    window.location.assign(`/${lang}/dashboard`);
  }

  return (
    <form action={logoutAction} onSubmit={onSubmit} className={className}>
      <Button type="submit" variant="secondary" block loading={pending}>
        {label}
      </Button>
    </form>
  );
}
