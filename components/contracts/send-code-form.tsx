'use client';

import { useActionButton } from '@/components/forms/use-action-answer';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import styles from './contract-request.module.css';

export interface SendCodeFormProps {
  id: string;
  action: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
  label: string;
  variant?: 'primary' | 'secondary';
}

/** 'Send code' (and 'Send a new code'): a plain post before hydration, the same action after. */
export function SendCodeForm({ id, action, label, variant = 'primary' }: SendCodeFormProps) {
  const { state, pending, formProps } = useActionButton({ action });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant={variant} block loading={pending}>
        {label}
      </Button>
    </form>
  );
}
