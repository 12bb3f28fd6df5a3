'use client';

import { useState, useTransition } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
// The plain router with lib/i18n/paths' localePath (see use-signup-form.ts).
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { storeCountdownStart } from '@/components/ui/hooks/use-countdown';
import { OtpInput } from '@/components/ui/otp-input';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import type { Locale } from '@/lib/i18n/routing';
import type { OtpValues } from '@/lib/schemas/auth';
import { usePreload } from '../use-deferred';
import { SIGNUP_OTP_COUNTDOWN_KEY } from './countdown-key';
import styles from '../signup.module.css';

const loadDeferred = () => import('./otp-deferred');
const resolver: Resolver<{ otp: string }, unknown, OtpValues> = async (values, context, options) =>
  (await loadDeferred()).otpResolver(values, context, options);

/** Keeps the countdown on the server's clock: the code was sent at `sentAt`, maybe in another tab. */
function seedCountdown(sentAt: number | null) {
  if (sentAt === null || typeof window === 'undefined') return;
  try {
    const stored = JSON.parse(window.localStorage.getItem(SIGNUP_OTP_COUNTDOWN_KEY) ?? 'null') as { startedAt?: number } | null;
    if (!stored?.startedAt || stored.startedAt < sentAt) storeCountdownStart(SIGNUP_OTP_COUNTDOWN_KEY, sentAt);
  } catch {
    storeCountdownStart(SIGNUP_OTP_COUNTDOWN_KEY, sentAt);
  }
}

/** R§2 sign-up OTP: six boxes, 'Verify & Proceed', and resend behind a 180 s countdown (R§4). */
export function OtpForm({ sentAt }: { sentAt: number | null }) {
  const t = useTranslations('otp');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  // Before the countdown's own effect reads localStorage (children's effects run first).
  useState(() => seedCountdown(sentAt));
  usePreload(loadDeferred);
  const form = useForm<{ otp: string }, unknown, OtpValues>({ resolver, defaultValues: { otp: '' } });

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    const outcome = await (await loadDeferred()).verifyCode(otp, locale);
    if (outcome.ok) return startNavigation(() => router.replace(outcome.next));
    // The API's text; FieldError shows it in the page's language (lib/i18n/server-messages).
    form.setError('otp', { type: 'server', message: outcome.message });
  });

  async function resend() {
    const deferred = await loadDeferred();
    const result = await deferred.resendCode();
    if (result === 'sent') {
      form.reset({ otp: '' });
      deferred.toast.success(t('resentTitle'), { description: t('resentText') });
      return true;
    }
    if (result === 'no-pending') deferred.toast.error(t('noTokenTitle'), { description: t('noTokenText') });
    else deferred.toast.error(t('resendFailedTitle'), { description: t('resendFailedText') });
    return false;
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit}>
      <Controller
        name="otp"
        control={form.control}
        render={({ field, fieldState }) => (
          <OtpInput label={t('codeLabel')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} autoFocus />
        )}
      />
      <div className={styles.otpActions}>
        <Button type="submit" block loading={form.formState.isSubmitting || navigating}>
          {t('verify')}
        </Button>
        <ResendCountdown storageKey={SIGNUP_OTP_COUNTDOWN_KEY} onResend={resend} />
      </div>
    </form>
  );
}
