'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { INITIAL_FORM_STATE } from '@/lib/auth/form-state';
import { DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { loginWithPassword } from './actions';
import styles from '../auth.module.css';

/** Username (971 + starting code + number) and password. Works as a plain form before hydration. */
export function PasswordLoginForm({ returnTo, forgotHref }: { returnTo: string | null; forgotHref: string }) {
  const t = useTranslations('login');
  const [state, action, pending] = useActionState(loginWithPassword, INITIAL_FORM_STATE);
  useStateToasts(state);
  const errors = state.fieldErrors ?? {};
  return (
    // A server action: React renders method=POST, so a submit before hydration never puts the password in the URL.
    <form action={action} noValidate className={styles.form} aria-busy={pending || undefined}>
      <FormAlert message={state.error} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {/* Remounted per answer: React resets a form after its action, and a select ignores a new defaultValue. */}
      <PhoneField
        key={state.seq}
        label={t('username')}
        hint={t('usernameHint')}
        startingCodeProps={{ name: 'startingCode', defaultValue: state.values?.startingCode ?? DEFAULT_STARTING_CODE }}
        numberProps={{ name: 'number', defaultValue: state.values?.number ?? '', autoComplete: 'username', required: true }}
        error={errors.number ?? errors.startingCode ?? errors.countryCode}
      />
      <PasswordField label={t('password')} name="password" autoComplete="current-password" required error={errors.password} />
      <p className={styles.row}>
        <a href={forgotHref}>{t('forgotPassword')}</a>
      </p>
      <Button type="submit" block loading={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
