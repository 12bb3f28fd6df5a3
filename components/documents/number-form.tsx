'use client';

import { useTranslations } from 'next-intl';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import type { FormState } from '@/lib/forms/form-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useRecordAnswer } from './document-answers';
import styles from './documents.module.css';

type NumberValues = { typeId: string; documentNumber: string };
const resolver = lazyZodResolver<NumberValues>(() => import('@/lib/schemas/documents').then((m) => m.documentNumberFormSchema));

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

/** The number field of a document that asks for one (D§3), in the one form pattern. */
export function NumberForm({ typeId, documentNumber, action }: { typeId: string; documentNumber: string | null; action: Action }) {
  const { recordNumber } = useRecordAnswer();
  const t = useTranslations('documents');
  const { form, pending, formProps, errorFor } = useActionForm<NumberValues>({
    action,
    defaultValues: { typeId, documentNumber: documentNumber ?? '' },
    resolver,
    // the saved number, as the API answered it, completes the document on this page (document-answers.tsx)
    onDone: (saved) => {
      if (typeof saved.data?.documentNumber === 'string') recordNumber(typeId, saved.data.documentNumber);
    },
  });
  return (
    <form {...formProps} className={styles.numberForm}>
      <input type="hidden" {...form.register('typeId')} />
      <Field label={t('numberLabel')} {...form.register('documentNumber')} dir="ltr" autoComplete="off" required error={errorFor('documentNumber')} />
      <Button type="submit" variant="secondary" loading={pending}>
        {t('numberSave')}
      </Button>
    </form>
  );
}
