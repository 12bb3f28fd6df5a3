'use client';

import { useRouter } from 'next/navigation';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { useActionForm } from './use-action-form';
import type { FormAction } from './use-action-answer';

// A few words written to the centre about one thing (an RTA request's thread, a finished session):
// the thing's id as a hidden field, one textarea with its error, the form's error and a submit, on the
// one form pattern; the page refreshes in place once it is sent.

export interface TextareaFormProps<V extends FieldValues> {
  action: FormAction<FormState>;
  /** The shared schema's resolver (lazyZodResolver). */
  resolver: () => Promise<Resolver<V>>;
  /** What is written about, sent as a hidden field. */
  target: { name: keyof V & string; value: string };
  /** The textarea: its field name, label, what it holds already, and its limit. */
  text: { name: keyof V & string; label: string; value?: string | null; maxLength: number };
  submitLabel: string;
  /** Empty the textarea once sent (a thread's next message); otherwise what was sent stays (a comment). */
  clearOnDone?: boolean;
  className?: string;
}

export function TextareaForm<V extends FieldValues>({
  action,
  resolver,
  target,
  text,
  submitLabel,
  clearOnDone = false,
  className,
}: TextareaFormProps<V>) {
  const router = useRouter();
  const start = (value: string) => ({ [target.name]: target.value, [text.name]: value }) as unknown as V;
  const { form, formProps, pending, state, errorFor } = useActionForm<V>({
    action,
    defaultValues: start(text.value ?? ''),
    resolver,
    onDone: () => {
      if (clearOnDone) form.reset(start('') as DefaultValues<V>);
      router.refresh();
    },
  });
  return (
    <form {...formProps} className={className}>
      <input type="hidden" {...form.register(target.name as Path<V>)} />
      <FieldFrame label={text.label} error={errorFor(text.name)}>
        {(aria) => <textarea {...form.register(text.name as Path<V>)} {...aria} className={fieldStyles.input} rows={3} maxLength={text.maxLength} />}
      </FieldFrame>
      <FormAlert message={state.formError} />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
