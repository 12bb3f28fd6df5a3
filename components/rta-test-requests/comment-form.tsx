'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import type { FormState } from '@/lib/forms/form-state';
import styles from './rta.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type Values = { rtaTestRequestId: string; message: string };

const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/rta-test-requests').then((m) => m.rtaCommentSchema));

/** Write to the centre in a request's thread (D§3 Comment); the thread refreshes in place. */
export function RtaCommentForm({ requestId, action }: { requestId: string; action: Action }) {
  const t = useTranslations('rtaRequests');
  const tf = useTranslations('fields');
  const router = useRouter();
  const { form, formProps, pending, state, errorFor } = useActionForm<Values>({
    action,
    defaultValues: { rtaTestRequestId: requestId, message: '' },
    resolver,
    onDone: () => {
      form.reset({ rtaTestRequestId: requestId, message: '' });
      router.refresh();
    },
  });
  return (
    <form {...formProps} className={styles.form}>
      <input type="hidden" {...form.register('rtaTestRequestId')} />
      <FieldFrame label={tf('message')} error={errorFor('message')}>
        {(aria) => <textarea {...form.register('message')} {...aria} className={fieldStyles.input} rows={3} maxLength={1000} />}
      </FieldFrame>
      <FormAlert message={state.formError} />
      <Button type="submit" loading={pending}>
        {t('commentButton')}
      </Button>
    </form>
  );
}
