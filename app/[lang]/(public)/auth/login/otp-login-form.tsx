'use client';

import { useTranslations } from 'next-intl';
import { COUNTDOWN_KEYS } from '@/components/auth/countdown-keys';
import { CodeStep } from '@/components/auth/code-step';
import { PhoneStep } from '@/components/auth/phone-step';
import { loginWithCodeAction, requestLoginCodeAction } from './actions';
import styles from '../auth.module.css';

export interface OtpLoginFormProps {
  returnTo: string | null;
  /** The code waiting in this session (from the server), or null: then the number comes first. */
  pending: { phoneMasked: string; sentAt: number; resendIn: number } | null;
  changeNumberHref: string;
}

/** 'Login with OTP' (R§4): the number, then the texted code (?step=code, with the code's data from the session). */
export function OtpLoginForm({ returnTo, pending, changeNumberHref }: OtpLoginFormProps) {
  const t = useTranslations('login');
  if (!pending) {
    return (
      <>
        <PhoneStep
          action={requestLoginCodeAction}
          label={t('username')}
          hint={t('otpHint')}
          submitLabel={t('sendOtp')}
          draftKey="login-otp"
          hidden={returnTo ? { returnTo } : undefined}
        />
      </>
    );
  }
  return (
    <>
      <p className={styles.sentTo}>
        {t.rich('codeSent', {
          phone: pending.phoneMasked,
          num: (chunks) => (
            <bdi dir="ltr" className={styles.number}>
              {chunks}
            </bdi>
          ),
        })}
      </p>
      <CodeStep
        action={loginWithCodeAction}
        label={t('codeLabel')}
        submitLabel={t('verify')}
        hidden={returnTo ? { returnTo } : undefined}
        // a login: the next page loads afresh (a soft push hung on Next 15.5's router race, as in the password form)
        fullLoad
        countdownKey={COUNTDOWN_KEYS.login}
        sentAt={pending.sentAt}
        resendIn={pending.resendIn}
        flow="other"
      />
      <p className={styles.row}>
        <a href={changeNumberHref}>{t('changeNumber')}</a>
      </p>
    </>
  );
}
