'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { COUNTRY_CODE, DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { loginAction } from './actions';
import styles from '../auth.module.css';

type LoginFormValues = { countryCode: string; startingCode: string; number: string; password: string };
const resolver = lazyZodResolver<LoginFormValues>(() => import('@/lib/schemas/auth').then((m) => m.loginSchema));

/** Username (971 + starting code + number) and password. Works as a plain form before hydration. */
export function PasswordLoginForm({ returnTo, forgotHref, otpHref }: { returnTo: string | null; forgotHref: string; otpHref: string }) {
  const t = useTranslations('login');
  const { form, state, pending, formProps, errorFor, valueOf } = useActionForm<LoginFormValues>({
    action: loginAction,
    defaultValues: { countryCode: COUNTRY_CODE, startingCode: DEFAULT_STARTING_CODE, number: '', password: '' },
    resolver,
    draftKey: 'login',
    secrets: ['password'],
    clearSecretsOnFailure: true,
    // A login changes the whole page (session, header, where to go): the next one loads afresh, as after
    // logout. A soft push here hung on Next 15.5's router race (the action answered, the new page's
    // fetch aborted, the button pending for good: seen in the e2e lecture-hall booking under load).
    fullLoad: true,
  });
  return (
    // A server action: React renders method=POST, so a submit before hydration never puts the password in the URL.
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      {/* After too many failures on the account, login by code is the way in (it lifts the lock). */}
      {state.errorCode === 'login_otp_required' ? (
        <p className={styles.row}>
          <a href={otpHref}>{t('withOtp')}</a>
        </p>
      ) : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <input type="hidden" {...form.register('countryCode')} defaultValue={COUNTRY_CODE} />
      <PhoneField
        label={t('username')}
        hint={t('usernameHint')}
        startingCodeProps={{ ...form.register('startingCode'), defaultValue: valueOf('startingCode') }}
        numberProps={{ ...form.register('number'), defaultValue: valueOf('number'), autoComplete: 'username', required: true }}
        error={errorFor('number') ?? errorFor('startingCode') ?? errorFor('countryCode')}
      />
      <PasswordField label={t('password')} {...form.register('password')} autoComplete="current-password" required error={errorFor('password')} />
      <p className={styles.row}>
        <a href={forgotHref}>{t('forgotPassword')}</a>
      </p>
      <Button type="submit" block loading={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
