'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useEarlyTap } from '@/components/ui/hooks/use-early-tap';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './schedules.module.css';

type Values = { scheduleId: string; reason: string };
type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/schedules').then((m) => m.cancelScheduleSchema));

/**
 * Cancel a session (D§4): a dialog asking for the reason (3–200 characters) that repeats the
 * cut-off; a refusal (too late, not scheduled) shows the server's words in the dialog.
 */
export function CancelDialog({ scheduleId, cutoff, action }: { scheduleId: string; cutoff: string; action: Action }) {
  const t = useTranslations('schedules');
  const tf = useTranslations('fields');
  const [open, setOpen] = useState(false);
  // the session page paints before its scripts: a tap on Cancel in that window opens the dialog once live
  const early = useEarlyTap(`cancel-${scheduleId}`, () => setOpen(true));
  const { form, formProps, pending, state, errorFor } = useActionForm<Values>({ action, defaultValues: { scheduleId, reason: '' }, resolver });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} {...early}>
        {t('cancelButton')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('cancelTitle')}>
        <form {...formProps} className={styles.form}>
          <input type="hidden" {...form.register('scheduleId')} />
          <p className={styles.notice}>{cutoff}</p>
          <FieldFrame label={tf('reason')} hint={t('reasonHint')} error={errorFor('reason')}>
            {(aria) => <textarea {...form.register('reason')} {...aria} className={fieldStyles.input} rows={3} maxLength={200} required />}
          </FieldFrame>
          <FormAlert message={state.formError} />
          <div className={styles.actions}>
            <Button type="submit" loading={pending}>
              {t('cancelConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('keep')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
