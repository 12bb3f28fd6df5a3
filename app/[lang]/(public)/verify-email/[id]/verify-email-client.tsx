'use client';

import { startTransition, useActionState, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { Button } from '@/components/ui/button';
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { verifyEmailAction } from './actions';
import ui from '@/components/auth/auth-ui.module.css';

/** How long the success toast stays in view here before the move to '/', which has no toaster. */
const REDIRECT_DELAY_MS = 1500;

/**
 * Verifies as soon as it is on screen; before hydration the same form is a button. Success: the
 * server's message as a toast, then '/' (R§2). Failure: 'Email Verification Failed'.
 */
export function VerifyEmailClient({ id, verifyToken }: { id: string; verifyToken: string }) {
  const t = useTranslations('verifyEmail');
  const router = useRouter();
  const [state, action, pending] = useActionState(verifyEmailAction, INITIAL_FORM_STATE);
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  useStateToasts(state);

  useEffect(() => {
    if (started.current || !form.current) return;
    started.current = true;
    const data = new FormData(form.current);
    startTransition(() => action(data));
  }, [action]);

  const verified = state.status === 'done';
  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(() => router.replace('/'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [verified, router]);

  if (verified) {
    return (
      <p role="status" className={ui.status}>
        {state.notice} {t('redirecting')} <Link href="/">{t('home')}</Link>
      </p>
    );
  }
  return (
    <form ref={form} action={action} aria-busy={pending || undefined}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="verifyToken" value={verifyToken} />
      <FormAlert message={state.formError} />
      {pending ? <p role="status">{t('verifying')}</p> : null}
      {state.formError ? null : (
        <Button type="submit" loading={pending}>
          {t('verify')}
        </Button>
      )}
    </form>
  );
}
