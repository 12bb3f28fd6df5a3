'use client';

import type { UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { SelectField } from '@/components/ui/select-field';
import type { SignupValues } from '@/lib/schemas/signup';
import type { SignupField, SignupFormValues } from '@/components/signup/form-values';
import type { SignupLookups } from '@/components/signup/signup-options';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import styles from './signup.module.css';

interface Props {
  form: UseFormReturn<SignupFormValues, unknown, SignupValues>;
  lookups: SignupLookups;
  today: string;
  /** The values the server rendered (prefill, or what a plain post sent back): the HTML shows them before hydration. */
  defaults: SignupFormValues;
  /** A plain post's field errors, shown until the hydrated form validates for itself. */
  serverErrors?: Partial<Record<string, string>>;
  isUae: boolean;
  onNationalityChange: (value: string) => void;
}

/** Who the learner is: name, phone, e-mail, password, date of birth, nationality and visas. */
export function PersonalFields({ form, lookups, today, defaults, serverErrors, isUae, onNationalityChange }: Props) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const { register, formState } = form;
  const { errors, isSubmitted } = formState;
  const error = (name: SignupField) => errors[name]?.message ?? (isSubmitted ? undefined : serverErrors?.[name]);
  return (
    <div className={styles.grid}>
      <Field label={tf('fullName')} autoComplete="name" error={error('fullName')} defaultValue={defaults.fullName} {...register('fullName')} />
      <PhoneField
        startingCodeProps={{ ...register('startingCode', { deps: ['number'] }), defaultValue: defaults.startingCode }}
        numberProps={{ ...register('number'), autoComplete: 'tel-national', defaultValue: defaults.number }}
        error={error('number') ?? error('startingCode') ?? error('countryCode')}
      />
      <Field
        label={tf('email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        error={error('email')}
        defaultValue={defaults.email}
        {...register('email')}
      />
      <Field
        label={tf('dob')}
        type="date"
        dir="ltr"
        max={today}
        min="1900-01-01"
        autoComplete="bday"
        hint={t('dobHint')}
        error={error('dob')}
        defaultValue={defaults.dob}
        {...register('dob')}
      />
      <PasswordField
        label={tf('password')}
        showRules
        autoComplete="new-password"
        error={error('password')}
        {...register('password', { deps: ['confirmPassword'] })}
      />
      <PasswordField label={tf('confirmPassword')} autoComplete="new-password" error={error('confirmPassword')} {...register('confirmPassword')} />
      <SelectField
        label={tf('nationality')}
        options={lookups.countries}
        autoComplete="country-name"
        error={error('nationality')}
        defaultValue={defaults.nationality}
        {...register('nationality', { deps: ['hasResidencyVisa'], onChange: (event) => onNationalityChange(event.target.value) })}
      />
      <RadioGroupField
        legend={tf('residencyVisa')}
        disabledValues={isUae ? ['yes'] : []}
        hint={t('residencyHint')}
        error={error('hasResidencyVisa')}
        checkedValue={defaults.hasResidencyVisa}
        {...register('hasResidencyVisa')}
      />
      <RadioGroupField
        legend={tf('goldenVisa')}
        error={error('hasGoldenVisa')}
        checkedValue={defaults.hasGoldenVisa}
        {...register('hasGoldenVisa')}
      />
    </div>
  );
}
