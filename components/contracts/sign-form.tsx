'use client';

import { Controller } from 'react-hook-form';
import { FormAlert } from '@/components/auth/form-alert';
import { OtpField } from '@/components/auth/otp-field';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import type { ContractCodeValues } from '@/lib/schemas/contract';
import styles from './contract-request.module.css';

const resolver = lazyZodResolver<ContractCodeValues>(() => import('@/lib/schemas/contract').then((m) => m.contractCodeSchema));

export interface SignFormProps {
  id: string;
  action: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
  label: string;
  submitLabel: string;
}

/** The code from the SMS signs the contract (the shared schema checks it in the browser and on the server). */
export function SignForm({ id, action, label, submitLabel }: SignFormProps) {
  const { form, state, pending, formProps, errorFor } = useActionForm<ContractCodeValues>({
    action,
    defaultValues: { id, otp: '' },
    resolver,
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      <input type="hidden" name="id" value={id} />
      <Controller
        name="otp"
        control={form.control}
        render={({ field }) => <OtpField label={label} value={field.value} onChange={field.onChange} error={errorFor('otp')} />}
      />
      <Button type="submit" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
