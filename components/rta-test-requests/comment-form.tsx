'use client';

import { useTranslations } from 'next-intl';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { TextareaForm } from '@/components/forms/textarea-form';
import type { FormState } from '@/lib/forms/form-state';
import styles from './rta.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type Values = { rtaTestRequestId: string; message: string };

const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/rta-test-requests').then((m) => m.rtaCommentSchema));

/** Write to the centre in a request's thread (D§3 Comment); the thread refreshes in place. */
export function RtaCommentForm({ requestId, action }: { requestId: string; action: Action }) {
  const t = useTranslations('rtaRequests');
  const tf = useTranslations('fields');
  return (
    <TextareaForm<Values>
      action={action}
      resolver={resolver}
      target={{ name: 'rtaTestRequestId', value: requestId }}
      text={{ name: 'message', label: tf('message'), maxLength: 1000 }}
      submitLabel={t('commentButton')}
      clearOnDone
      className={styles.form}
    />
  );
}
