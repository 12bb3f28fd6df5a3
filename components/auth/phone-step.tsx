'use client';

import type { ReactNode } from 'react';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import type { FormState } from '@/lib/forms/form-state';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { PhoneField } from '@/components/ui/phone-field';
import { COUNTRY_CODE, DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { FormAlert } from './form-alert';
import styles from './auth-ui.module.css';

type PhoneValues = { countryCode: string; startingCode: string; number: string };
const resolver = lazyZodResolver<PhoneValues>(() => import('@/lib/schemas/auth').then((m) => m.loginOtpSchema));

export interface PhoneStepProps {
  action: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
  label: ReactNode;
  hint?: ReactNode;
  submitLabel: string;
  draftKey: string;
  /** Hidden fields that travel with the number (returnTo). */
  hidden?: Record<string, string>;
  onDone?: (state: FormState) => void;
}

/** The one phone step: 971 + starting code + number, sent to a code-texting action (login by OTP, forgot password). */
export function PhoneStep({ action, label, hint, submitLabel, draftKey, hidden, onDone }: PhoneStepProps) {
  const { form, state, pending, formProps, errorFor, valueOf } = useActionForm<PhoneValues>({
    action,
    defaultValues: { countryCode: COUNTRY_CODE, startingCode: DEFAULT_STARTING_CODE, number: '' },
    resolver,
    draftKey,
    ...(onDone ? { onDone } : {}),
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" {...form.register('countryCode')} defaultValue={COUNTRY_CODE} />
      <PhoneField
        label={label}
        hint={hint}
        startingCodeProps={{ ...form.register('startingCode'), defaultValue: valueOf('startingCode') }}
        numberProps={{ ...form.register('number'), defaultValue: valueOf('number'), autoComplete: 'tel-national', required: true }}
        error={errorFor('number') ?? errorFor('startingCode') ?? errorFor('countryCode')}
      />
      <Button type="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
