'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { TextareaForm } from '@/components/forms/textarea-form';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import styles from './schedules.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type RateValues = { scheduleId: string; rating: string };
type CommentValues = { scheduleId: string; comment: string };

const rateResolver = lazyZodResolver<RateValues>(() => import('@/lib/schemas/schedules').then((m) => m.rateScheduleSchema));
const commentResolver = lazyZodResolver<CommentValues>(() => import('@/lib/schemas/schedules').then((m) => m.commentScheduleSchema));

/** Rate a completed session 1–5 (D§4): 'Sucessfully rated' or 'Unable to rate schedule' (D§8). */
export function RateForm({ scheduleId, action }: { scheduleId: string; action: Action }) {
  const t = useTranslations('schedules');
  const tf = useTranslations('fields');
  const router = useRouter();
  const { form, formProps, pending, state, errorFor } = useActionForm<RateValues>({
    action,
    defaultValues: { scheduleId, rating: '' },
    resolver: rateResolver,
    onDone: () => router.refresh(),
  });
  return (
    <form {...formProps} className={styles.form} aria-labelledby="rate-title">
      <h2 id="rate-title">{t('rateTitle')}</h2>
      <input type="hidden" {...form.register('scheduleId')} />
      <FieldFrame label={tf('rating')} error={errorFor('rating')} group>
        {(aria) => (
          <div className={styles.stars}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n}>
                <input type="radio" value={String(n)} {...form.register('rating')} aria-describedby={aria['aria-describedby']} />{' '}
                {t('ratingOption', { n })}
              </label>
            ))}
          </div>
        )}
      </FieldFrame>
      <FormAlert message={state.formError} />
      <Button type="submit" loading={pending}>
        {t('rateButton')}
      </Button>
    </form>
  );
}

/** Comment on a completed session: 'Sucessfully commented' or 'Unable to comment on schedule' (D§8). */
export function CommentForm({ scheduleId, comment, action }: { scheduleId: string; comment: string | null; action: Action }) {
  const t = useTranslations('schedules');
  const tf = useTranslations('fields');
  return (
    <TextareaForm<CommentValues>
      action={action}
      resolver={commentResolver}
      target={{ name: 'scheduleId', value: scheduleId }}
      text={{ name: 'comment', label: tf('comment'), value: comment, maxLength: 500 }}
      submitLabel={t('commentButton')}
      className={styles.form}
    />
  );
}
