'use client';

import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { OtpField } from '@/components/auth/otp-field';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionButton } from '@/components/forms/use-action-answer';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import type { FormState } from '@/lib/forms/form-state';
import styles from './mock-test.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type CodeValues = { otp: string };
const resolver = lazyZodResolver<CodeValues>(() => import('@/lib/schemas/auth').then((m) => m.otpSchema));

/** localStorage key of this screen's resend countdown (kept across reloads, as the other code screens). */
export const MOCK_TEST_COUNTDOWN_KEY = 'otp-resend:mock-test';

export interface MockTestCodeFormProps {
  verify: Action;
  resend: Action;
  /** Seconds before a resend is allowed, on the API's clock when the page was rendered. */
  resendIn: number;
}

/** The mock-test code: six boxes, verify, and resend behind the countdown. */
export function MockTestCodeForm({ verify, resend, resendIn }: MockTestCodeFormProps) {
  const t = useTranslations('mockTest.code');
  const { form, state, pending, formProps, errorFor } = useActionForm<CodeValues>({ action: verify, defaultValues: { otp: '' }, resolver });
  // the countdown starts again only once a code went out (as components/auth/resend-code.tsx)
  const answered = useRef<((sent: boolean) => void) | null>(null);
  const again = useActionButton({ action: resend, onDone: () => answered.current?.(true), onFailed: () => answered.current?.(false) });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      <Controller
        name="otp"
        control={form.control}
        render={({ field }) => <OtpField label={t('label')} value={field.value} onChange={field.onChange} error={errorFor('otp')} />}
      />
      <div className={styles.actions}>
        <Button type="submit" block loading={pending}>
          {t('verify')}
        </Button>
        <ResendCountdown
          storageKey={MOCK_TEST_COUNTDOWN_KEY}
          initialRemaining={resendIn}
          onResend={() =>
            new Promise<boolean>((resolve) => {
              answered.current = resolve;
              again.send({});
            })
          }
        />
      </div>
    </form>
  );
}
