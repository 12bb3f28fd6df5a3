'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { INITIAL_FORM_STATE } from '@/lib/auth/form-state';
import { DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { requestPasswordReset } from './actions';
import styles from '../auth.module.css';

/** The registered mobile number; the answer never says whether it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('forgotPassword');
  const [state, action, pending] = useActionState(requestPasswordReset, INITIAL_FORM_STATE);
  useStateToasts(state);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} noValidate className={styles.form} aria-busy={pending || undefined}>
      <FormAlert message={state.error} />
      {/* Remounted per answer: React resets a form after its action, and a select ignores a new defaultValue. */}
      <PhoneField
        key={state.seq}
        label={t('phone')}
        startingCodeProps={{ name: 'startingCode', defaultValue: state.values?.startingCode ?? DEFAULT_STARTING_CODE }}
        numberProps={{ name: 'number', defaultValue: state.values?.number ?? '', autoComplete: 'tel-national', required: true }}
        error={errors.number ?? errors.startingCode ?? errors.countryCode ?? errors.phone}
      />
      <Button type="submit" block loading={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
