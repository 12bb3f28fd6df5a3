'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { COUNTRY_CODE, DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { MESSAGE_MAX, RATINGS } from '@/lib/domain/feedback';
import fieldStyles from '@/components/ui/field.module.css';
import styles from '../book-an-appointment/appointments.module.css';
import { sendFeedbackAction } from './actions';

type Values = { rating: string; message: string; countryCode: string; startingCode: string; number: string };
const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/appointments').then((m) => m.feedbackSchema));

/** A rating (1–5), a message and the mobile number (D§5). Works as a plain post before hydration. */
export function FeedbackForm() {
  const t = useTranslations('feedback');
  const { form, state, pending, formProps, errorFor, valueOf } = useActionForm<Values>({
    action: sendFeedbackAction,
    defaultValues: { rating: '', message: '', countryCode: COUNTRY_CODE, startingCode: DEFAULT_STARTING_CODE, number: '' },
    resolver,
    draftKey: 'customer-feedback',
  });
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      <input type="hidden" {...form.register('countryCode')} defaultValue={COUNTRY_CODE} />
      <RadioGroupField
        legend={t('rating')}
        options={RATINGS.map((value) => ({ value, label: t('stars', { count: Number(value) }) }))}
        checkedValue={valueOf('rating')}
        error={errorFor('rating')}
        className={styles.rating}
        {...form.register('rating')}
      />
      <FieldFrame label={t('message')} error={errorFor('message')}>
        {(aria) => (
          <textarea
            {...aria}
            {...form.register('message')}
            defaultValue={valueOf('message')}
            rows={5}
            maxLength={MESSAGE_MAX}
            required
            className={`${fieldStyles.input} ${styles.textarea}`}
          />
        )}
      </FieldFrame>
      <PhoneField
        label={t('mobile')}
        startingCodeProps={{ ...form.register('startingCode'), defaultValue: valueOf('startingCode') }}
        numberProps={{ ...form.register('number'), defaultValue: valueOf('number'), autoComplete: 'tel-national', required: true }}
        error={errorFor('number') ?? errorFor('startingCode') ?? errorFor('countryCode')}
      />
      <Button type="submit" block loading={pending}>
        {state.status === 'failed' ? t('tryAgain') : t('submit')}
      </Button>
    </form>
  );
}
