'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import styles from './mock-test.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

/** One button that runs a step's action (send the code; submit when the time is up); works before hydration. */
export function StepButtonForm({ action, label, hidden }: { action: Action; label: string; hidden?: Record<string, string> }) {
  const { state, pending, formProps } = useActionButton({ action });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </div>
    </form>
  );
}

export function SendCodeForm({ action }: { action: Action }) {
  const t = useTranslations('mockTest.code');
  return <StepButtonForm action={action} label={t('send')} />;
}
