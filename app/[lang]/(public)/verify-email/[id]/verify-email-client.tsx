'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { verifyEmailAction } from './actions';
import ui from '@/components/auth/auth-ui.module.css';

/** How long the success toast stays in view here before the move to '/', which has no toaster. */
const REDIRECT_DELAY_MS = 1500;

/**
 * Verifies as soon as it is on screen; before hydration the same form is a button. Success: the
 * server's message as a toast, then '/' (R§2). Failure: 'Email Verification Failed'.
 */
export function VerifyEmailClient({
  id,
  verifyToken,
  failedText,
}: {
  id: string;
  verifyToken: string;
  /** R§8 'Email Verification Failed' */ failedText: string;
}) {
  const t = useTranslations('verifyEmail');
  const router = useRouter();
  const { state, pending, formProps, send } = useActionButton({ action: verifyEmailAction });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send({ id, verifyToken });
  }, [send, id, verifyToken]);

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
    <form {...formProps}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="verifyToken" value={verifyToken} />
      {/* a link whose id or token is malformed never reached the API: the spec's one text */}
      <FormAlert message={state.formError ?? (state.status === 'invalid' ? failedText : undefined)} />
      {pending ? <p role="status">{t('verifying')}</p> : null}
      {state.formError || state.status === 'invalid' ? null : (
        <Button type="submit" loading={pending}>
          {t('verify')}
        </Button>
      )}
    </form>
  );
}
