'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroupField, type RadioOption } from '@/components/ui/radio-group-field';
import { COUNTRY_CODE, DEFAULT_STARTING_CODE } from '@/lib/domain/phone';
import { bookAppointmentAction } from './actions';
import styles from './appointments.module.css';

type Values = { name: string; countryCode: string; startingCode: string; number: string; day: string; slot: string };
const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/appointments').then((m) => m.appointmentSchema));

export interface AppointmentFormProps {
  day: string;
  /** the day's slots: value is the slot's start, label its time; taken or past ones disabled */
  slots: readonly (RadioOption & { free: boolean })[];
}

/** Name, mobile (D§5) and one of the day's free slots. Works as a plain post before hydration. */
export function AppointmentForm({ day, slots }: AppointmentFormProps) {
  const t = useTranslations('appointment');
  const { form, state, pending, formProps, errorFor, valueOf } = useActionForm<Values>({
    action: bookAppointmentAction,
    defaultValues: { name: '', countryCode: COUNTRY_CODE, startingCode: DEFAULT_STARTING_CODE, number: '', day, slot: '' },
    resolver,
    draftKey: 'book-an-appointment',
    pinned: ['day', 'slot'],
  });
  const free = slots.filter((s) => s.free);
  return (
    <form {...formProps} className={styles.form}>
      <FormAlert message={state.formError} />
      <input type="hidden" {...form.register('day')} defaultValue={day} />
      <input type="hidden" {...form.register('countryCode')} defaultValue={COUNTRY_CODE} />
      {free.length === 0 ? (
        <p role="status" className={styles.empty}>
          {t('noSlots')}
        </p>
      ) : (
        <RadioGroupField
          legend={t('slot')}
          options={slots}
          disabledValues={slots.filter((s) => !s.free).map((s) => s.value)}
          checkedValue={valueOf('slot')}
          error={errorFor('slot')}
          className={styles.slots}
          {...form.register('slot')}
        />
      )}
      <Field label={t('name')} autoComplete="name" required defaultValue={valueOf('name')} error={errorFor('name')} {...form.register('name')} />
      <PhoneField
        label={t('mobile')}
        startingCodeProps={{ ...form.register('startingCode'), defaultValue: valueOf('startingCode') }}
        numberProps={{ ...form.register('number'), defaultValue: valueOf('number'), autoComplete: 'tel-national', required: true }}
        error={errorFor('number') ?? errorFor('startingCode') ?? errorFor('countryCode')}
      />
      <Button type="submit" block loading={pending} disabled={free.length === 0}>
        {/* D§8: a failure leaves 'Try again' on the button */}
        {state.status === 'failed' ? t('tryAgain') : t('submit')}
      </Button>
    </form>
  );
}
