'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FieldFrame } from '@/components/ui/field-frame';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import fieldStyles from '@/components/ui/field.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { RTA_TEST_TYPES } from '@/lib/upstream/schemas/rta-test-requests';
import styles from './rta.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
type Values = { testType: string; preferredDate1: string; preferredDate2: string; preferredDate3: string; note: string };

const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/rta-test-requests').then((m) => m.makeRtaRequestSchema({ now: new Date() })));

/**
 * File an RTA test request (issue 27, D§9): the test and up to three preferred days in dd/MM/yyyy boxes
 * (the first required), none before today, none twice. Works as a plain post before hydration.
 */
export function RtaRequestForm({ action, today }: { action: Action; today: string }) {
  const t = useTranslations('rtaRequests');
  const tf = useTranslations('fields');
  const { form, formProps, pending, state, errorFor, valueOf } = useActionForm<Values>({
    action,
    defaultValues: { testType: '', preferredDate1: '', preferredDate2: '', preferredDate3: '', note: '' },
    resolver,
  });
  const options = RTA_TEST_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
  return (
    <form {...formProps} className={styles.form} aria-labelledby="rta-new-title">
      <h2 id="rta-new-title">{t('newTitle')}</h2>
      <RadioGroupField
        legend={tf('testType')}
        options={options}
        error={errorFor('testType')}
        checkedValue={valueOf('testType')}
        {...form.register('testType')}
      />
      <fieldset className={styles.dates}>
        <legend>{t('datesLegend')}</legend>
        <p className={styles.hint}>{t('datesHint')}</p>
        {(['preferredDate1', 'preferredDate2', 'preferredDate3'] as const).map((name) => (
          <DateField key={name} label={tf(name)} error={errorFor(name)} defaultValue={valueOf(name)} min={today} {...form.register(name)} />
        ))}
      </fieldset>
      <FieldFrame label={tf('note')} error={errorFor('note')} hint={t('noteHint')}>
        {(aria) => (
          <textarea {...form.register('note')} {...aria} defaultValue={valueOf('note')} className={fieldStyles.input} rows={2} maxLength={500} />
        )}
      </FieldFrame>
      <FormAlert message={state.formError} />
      <Button type="submit" loading={pending}>
        {t('submit')}
      </Button>
    </form>
  );
}
