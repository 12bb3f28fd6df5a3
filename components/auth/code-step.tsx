'use client';

import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import type { FormState } from '@/lib/forms/form-state';
import { useActionForm } from '@/components/forms/use-action-form';
import { track } from '@/lib/analytics';
import { Button } from '@/components/ui/button';
import { FormAlert } from './form-alert';
import { OtpField } from './otp-field';
import { ResendCode, type ResendCodeProps } from './resend-code';
import styles from './auth-ui.module.css';

type CodeValues = { otp: string };
const resolver = lazyZodResolver<CodeValues>(() => import('@/lib/schemas/auth').then((m) => m.otpSchema));

export interface CodeStepProps extends ResendCodeProps {
  action: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
  label: string;
  submitLabel: string;
  /** Hidden fields that travel with the code (returnTo). */
  hidden?: Record<string, string>;
  /** Go on with a full page load (a login: the session and the whole page change). */
  fullLoad?: boolean;
  /**
   * Sign-up only: the ways on when the conversation ends with the account refused — the number already
   * has one (log in, reset), or the e-mail or Emirates ID belongs to someone else (back to the form,
   * which shows the field and keeps everything typed).
   */
  accountLinks?: { login: string; reset: string; signup: string };
}

/** The one code step: six boxes, verify, resend behind the countdown (sign-up and login by OTP). */
export function CodeStep({ action, label, submitLabel, hidden, fullLoad, accountLinks, countdownKey, sentAt, resendIn, flow }: CodeStepProps) {
  const t = useTranslations('otp');
  const { form, state, pending, formProps, errorFor } = useActionForm<CodeValues>({
    action,
    defaultValues: { otp: '' },
    resolver,
    ...(fullLoad ? { fullLoad } : {}),
    onDone: () => {
      if (flow === 'signup') track({ event: 'otp_verified', flow });
    },
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Controller
        name="otp"
        control={form.control}
        render={({ field }) => <OtpField label={label} value={field.value} onChange={field.onChange} error={errorFor('otp')} />}
      />
      {accountLinks && state.errorCode === 'account_exists' ? (
        <p className={styles.status}>
          <a href={accountLinks.login}>{t('goToLogin')}</a> · <a href={accountLinks.reset}>{t('goToReset')}</a>
        </p>
      ) : null}
      {accountLinks && (state.errorCode === 'email_taken' || state.errorCode === 'emirates_id_taken') ? (
        <p className={styles.status}>
          <a href={`${accountLinks.signup}?taken=${state.errorCode === 'email_taken' ? 'email' : 'emiratesId'}`}>{t('changeDetails')}</a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" block loading={pending}>
          {submitLabel}
        </Button>
        <ResendCode countdownKey={countdownKey} sentAt={sentAt} resendIn={resendIn} flow={flow} />
      </div>
    </form>
  );
}
