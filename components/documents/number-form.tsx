'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import type { FormState } from '@/lib/forms/form-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import styles from './documents.module.css';

type NumberValues = { typeId: string; documentNumber: string };
const resolver = lazyZodResolver<NumberValues>(() => import('@/lib/schemas/documents').then((m) => m.documentNumberFormSchema));

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

/** The number field of a document that asks for one (D§3), in the one form pattern. */
export function NumberForm({
  typeId,
  documentNumber,
  action,
  onSaved,
}: {
  typeId: string;
  documentNumber: string | null;
  action: Action;
  /** After a saved number; defaults to re-rendering the page on the server (its list is server-rendered). */
  onSaved?: () => void;
}) {
  const router = useRouter();
  const t = useTranslations('documents');
  const { form, pending, formProps, errorFor } = useActionForm<NumberValues>({
    action,
    defaultValues: { typeId, documentNumber: documentNumber ?? '' },
    resolver,
    onDone: onSaved ?? (() => router.refresh()),
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
