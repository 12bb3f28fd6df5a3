'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { OtpField } from '@/components/auth/otp-field';
import { useStateToasts } from '@/components/auth/use-state-toasts';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import { INITIAL_FORM_STATE } from '@/lib/auth/form-state';
import { DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { toast } from '@/lib/toast';
import { resendPendingOtp } from '../otp-actions';
import { requestLoginOtp, verifyLoginOtp } from './actions';
import styles from '../auth.module.css';

const COUNTDOWN_KEY = 'otp-resend:login';

/** 'Login with OTP': the number, then the texted code (R§4). */
export function OtpLoginForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations('login');
  const [sendState, send, sending] = useActionState(requestLoginOtp, INITIAL_FORM_STATE);
  const [verifyState, verify, verifying] = useActionState(verifyLoginOtp, INITIAL_FORM_STATE);
  // 'Use another number' goes back to the first step until the next code is sent.
  const [changedAfter, setChangedAfter] = useState(-1);
  useStateToasts(sendState);
  useStateToasts(verifyState);

  const onCodeStep = sendState.done === 'sent' && sendState.seq > changedAfter;
  if (!onCodeStep) {
    const errors = sendState.fieldErrors ?? {};
    return (
      <form action={send} noValidate className={styles.form} aria-busy={sending || undefined}>
        <FormAlert message={sendState.error} />
        {/* Remounted per answer: React resets a form after its action, and a select ignores a new defaultValue. */}
        <PhoneField
          key={sendState.seq}
          label={t('username')}
          hint={t('otpHint')}
          startingCodeProps={{ name: 'startingCode', defaultValue: sendState.values?.startingCode ?? DEFAULT_STARTING_CODE }}
          numberProps={{ name: 'number', defaultValue: sendState.values?.number ?? '', autoComplete: 'tel-national', required: true }}
          error={errors.number ?? errors.startingCode ?? errors.countryCode}
        />
        <Button type="submit" block loading={sending}>
          {t('sendOtp')}
        </Button>
      </form>
    );
  }

  async function resend() {
    const result = await resendPendingOtp();
    if (!result.ok) {
      toast.error(result.error ?? t('server.resendFailed'));
      return false;
    }
    toast.success(t('resentTitle'), { description: t('resentText') });
    return true;
  }

  return (
    <div className={styles.form}>
      <form action={verify} noValidate className={styles.form} aria-busy={verifying || undefined}>
        <FormAlert message={verifyState.error} />
        <p className={styles.sentTo}>
          {t.rich('codeSent', {
            phone: sendState.values?.phoneMasked ?? '',
            num: (chunks) => (
              <bdi dir="ltr" className={styles.number}>
                {chunks}
              </bdi>
            ),
          })}
        </p>
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <OtpField label={t('codeLabel')} error={verifyState.fieldErrors?.otp} />
        <div className={styles.actions}>
          <Button type="submit" block loading={verifying}>
            {t('verify')}
          </Button>
          <ResendCountdown storageKey={COUNTDOWN_KEY} onResend={resend} />
          <button type="button" className={styles.linkButton} onClick={() => setChangedAfter(sendState.seq)}>
            {t('changeNumber')}
          </button>
        </div>
      </form>
    </div>
  );
}
