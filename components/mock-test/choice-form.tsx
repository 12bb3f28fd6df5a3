'use client';

import { FormAlert } from '@/components/auth/form-alert';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { RadioGroupField, type RadioOption } from '@/components/ui/radio-group-field';
import type { FormState } from '@/lib/forms/form-state';
import styles from './mock-test.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

export interface ChoiceFormProps {
  action: Action;
  /** the radio group's field name (optionId, language) */
  name: string;
  legend: string;
  options: readonly RadioOption[];
  /** the choice saved before (a reload, a way back): checked in the server's HTML */
  checked?: string | null;
  submitLabel: string;
  hidden?: Record<string, string>;
  /** the form's language when it differs from the page's (a question shown in the test language) */
  lang?: 'en' | 'ar';
}

/**
 * One choice among radios, posted to its step's action: the test language, a question's answer, the
 * video question. A plain <form> before hydration, so a tap is never lost; the choice is saved by the
 * API at once, so a reload or a dropped connection shows it again checked.
 */
export function ChoiceForm({ action, name, legend, options, checked, submitLabel, hidden, lang }: ChoiceFormProps) {
  const { form, state, pending, formProps, errorFor } = useActionForm<Record<string, string>>({
    action,
    defaultValues: { [name]: checked ?? '' },
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      {Object.entries(hidden ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div lang={lang} dir={lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined}>
        <RadioGroupField legend={legend} options={options} checkedValue={checked ?? ''} error={errorFor(name)} {...form.register(name)} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
