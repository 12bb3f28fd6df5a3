'use client';

import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { COUNTDOWN_KEYS } from '@/components/auth/countdown-keys';
import { FormAlert } from '@/components/auth/form-alert';
import { OtpField } from '@/components/auth/otp-field';
import { ResendCode } from '@/components/auth/resend-code';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { resetPasswordAction } from './actions';
import styles from '../../auth.module.css';

type ResetValues = { otp: string; password: string; confirmPassword: string };
const resolver = lazyZodResolver<ResetValues>(() => import('@/lib/schemas/auth').then((m) => m.resetPasswordSchema));

/** The texted code, the new password and its confirmation; then back to login with a toast (R§8). */
export function ResetPasswordForm({ phoneMasked, sentAt, resendIn }: { phoneMasked: string; sentAt: number; resendIn: number }) {
  const t = useTranslations('resetPassword');
  const { form, state, pending, formProps, errorFor } = useActionForm<ResetValues>({
    action: resetPasswordAction,
    defaultValues: { otp: '', password: '', confirmPassword: '' },
    resolver,
  });
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
      <form {...formProps} className={styles.form}>
        <FormAlert message={state.formError} />
        <Controller
          name="otp"
          control={form.control}
          render={({ field }) => <OtpField label={t('codeLabel')} value={field.value} onChange={field.onChange} error={errorFor('otp')} />}
        />
        <ResendCode countdownKey={COUNTDOWN_KEYS.reset} sentAt={sentAt} resendIn={resendIn} flow="other" />
        <PasswordField
          label={t('newPassword')}
          {...form.register('password')}
          showRules
          autoComplete="new-password"
          required
          error={errorFor('password')}
        />
        <PasswordField
          label={t('confirmPassword')}
          {...form.register('confirmPassword')}
          autoComplete="new-password"
          required
          error={errorFor('confirmPassword')}
        />
        <Button type="submit" block loading={pending}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
