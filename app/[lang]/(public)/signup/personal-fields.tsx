'use client';

import type { UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import type { SignupValues } from '@/lib/schemas/signup';
import type { SignupFormValues } from './form-values';
import type { SignupLookups } from './signup-options';
import styles from './signup.module.css';

interface Props {
  form: UseFormReturn<SignupFormValues, unknown, SignupValues>;
  lookups: SignupLookups;
  today: string;
  isUae: boolean;
  onNationalityChange: (value: string) => void;
}

/** Who the learner is: name, phone, e-mail, password, date of birth, nationality and visas. */
export function PersonalFields({ form, lookups, today, isUae, onNationalityChange }: Props) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className={styles.grid}>
      <Field label={tf('fullName')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <PhoneField
        startingCodeProps={register('startingCode', { deps: ['number'] })}
        numberProps={{ ...register('number'), autoComplete: 'tel-national' }}
        error={errors.number?.message ?? errors.startingCode?.message ?? errors.countryCode?.message}
      />
      <Field label={tf('email')} type="email" dir="ltr" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <Field
        label={tf('dob')}
        type="date"
        dir="ltr"
        max={today}
        min="1900-01-01"
        autoComplete="bday"
        hint={t('dobHint')}
        error={errors.dob?.message}
        {...register('dob')}
      />
      <PasswordField label={tf('password')} showRules autoComplete="new-password" error={errors.password?.message} {...register('password', { deps: ['confirmPassword'] })} />
      <PasswordField label={tf('confirmPassword')} autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <SelectField
        label={tf('nationality')}
        options={lookups.countries}
        autoComplete="country-name"
        error={errors.nationality?.message}
        {...register('nationality', { deps: ['hasResidencyVisa'], onChange: (event) => onNationalityChange(event.target.value) })}
      />
      <RadioGroupField
        legend={tf('residencyVisa')}
        disabledValues={isUae ? ['yes'] : []}
        hint={t('residencyHint')}
        error={errors.hasResidencyVisa?.message}
        {...register('hasResidencyVisa')}
      />
      <RadioGroupField legend={tf('goldenVisa')} error={errors.hasGoldenVisa?.message} {...register('hasGoldenVisa')} />
    </div>
  );
}
