'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';

type Values = Record<string, string>;
type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

// The values are chosen on the steps before (plain GET forms); the server action checks them again.
const resolver = () => Promise.resolve(async (values: Values) => ({ values, errors: {} }));

/** The confirm step's Book button: posts the chosen session to the booking action. */
export function BookForm({ action, values }: { action: Action; values: Values }) {
  const t = useTranslations('schedules');
  const { formProps, pending, state } = useActionForm<Values>({ action, defaultValues: values, resolver });
  return (
    <form {...formProps}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert message={state.formError ?? state.toasts?.[0] ?? Object.values(state.fieldErrors ?? {})[0]} />
      <Button type="submit" loading={pending}>
        {t('bookButton')}
      </Button>
    </form>
  );
}
