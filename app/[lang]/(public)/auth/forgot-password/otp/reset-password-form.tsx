'use client';

import { startTransition, useActionState, useEffect, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { OtpField } from '@/components/auth/otp-field';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import { INITIAL_FORM_STATE } from '@/lib/auth/form-state';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast';
import { resendPendingOtp } from '../../otp-actions';
import { resetPasswordAction } from './actions';
import styles from '../../auth.module.css';
import ui from '@/components/auth/auth-ui.module.css';

const COUNTDOWN_KEY = 'otp-resend:forgot-password';

/**
 * The texted code, the new password and its confirmation; then back to login. Also renders the
 * "no reset in progress" case, so the success message survives the refresh that follows the
 * session change (the pending reset is gone by then).
 */
export function ResetPasswordForm({ phoneMasked }: { phoneMasked: string | null }) {
  const t = useTranslations('resetPassword');
  const router = useRouter();
  const [state, action, pending] = useActionState(resetPasswordAction, INITIAL_FORM_STATE);
  useStateToasts(state);
  const done = state.done === 'reset';

  useEffect(() => {
    // The toast (raised above) stays up: the login screen shares this section's toaster.
    if (done) router.replace('/auth/login');
  }, [done, router]);

  if (done) {
    return (
      <p role="status" className={ui.status}>
        {state.notice} <Link href="/auth/login">{t('goToLogin')}</Link>
      </p>
    );
  }

  if (phoneMasked === null) {
    return (
      <p role="alert" className={styles.lead}>
        {t('noPending')} <Link href="/auth/forgot-password">{t('requestNew')}</Link>
      </p>
    );
  }

  async function resend() {
    const result = await resendPendingOtp();
    if (!result.ok) {
      toast.error(result.error ?? t('resendFailed'));
      return false;
    }
    toast.success(t('resentTitle'), { description: t('resentText') });
    return true;
  }

  // With script on, the action runs without React's form reset: after a wrong code the two
  // passwords stay typed. Before hydration the form posts to the same action.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  }

  const errors = state.fieldErrors ?? {};
  return (
    <>
      <p className={styles.lead}>
        {t.rich('lead', {
          phone: phoneMasked,
          num: (chunks) => (
            <bdi dir="ltr" className={styles.number}>
              {chunks}
            </bdi>
          ),
        })}
      </p>
      <form action={action} onSubmit={onSubmit} noValidate className={styles.form} aria-busy={pending || undefined}>
        <FormAlert message={state.error} />
        <OtpField label={t('codeLabel')} error={errors.otp} />
        <ResendCountdown storageKey={COUNTDOWN_KEY} onResend={resend} />
        <PasswordField label={t('newPassword')} name="password" showRules autoComplete="new-password" required error={errors.password} />
        <PasswordField label={t('confirmPassword')} name="confirmPassword" autoComplete="new-password" required error={errors.confirmPassword} />
        <Button type="submit" block loading={pending}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
