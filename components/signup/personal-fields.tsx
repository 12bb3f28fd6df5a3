'use client';

import { useTranslations } from 'next-intl';
import type { ActionForm } from '@/components/forms/use-action-form';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import type { SignupFormValues } from './form-values';
import type { SignupLookups } from './signup-options';
import type { SignupRules } from './use-signup-rules';
import styles from './form-layout.module.css';

interface Props {
  af: ActionForm<SignupFormValues>;
  rules: SignupRules;
  lookups: SignupLookups;
  today: string;
  /** Quick sign-up: no password; the e-mail and the phone prefix come from the profile, locked (R§2). */
  quick?: boolean;
}

/** Who the learner is: name, phone, e-mail, password, date of birth, nationality and visas. */
export function PersonalFields({ af, rules, lookups, today, quick = false }: Props) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const { form, errorFor, valueOf } = af;
  const { register } = form;
  return (
    <div className={styles.grid}>
      <Field label={tf('fullName')} autoComplete="name" error={errorFor('fullName')} defaultValue={valueOf('fullName')} {...register('fullName')} />
      <PhoneField
        lockStartingCode={quick}
        startingCodeProps={{ ...register('startingCode', { deps: ['number'] }), defaultValue: valueOf('startingCode') }}
        numberProps={{ ...register('number'), autoComplete: 'tel-national', defaultValue: valueOf('number') }}
        error={errorFor('number') ?? errorFor('startingCode') ?? errorFor('countryCode')}
      />
      <Field
        label={tf('email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        readOnly={quick}
        hint={quick ? t('emailLocked') : undefined}
        error={errorFor('email')}
        defaultValue={valueOf('email')}
        {...register('email')}
      />
      <DateField
        label={tf('dob')}
        autoComplete="bday"
        hint={t('dobHint')}
        error={errorFor('dob')}
        defaultValue={valueOf('dob')}
        {...register('dob')}
        max={today}
        min="1900-01-01"
      />
      {quick ? null : (
        <>
          <PasswordField
            label={tf('password')}
            showRules
            autoComplete="new-password"
            error={errorFor('password')}
            {...register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordField
            label={tf('confirmPassword')}
            autoComplete="new-password"
            error={errorFor('confirmPassword')}
            {...register('confirmPassword')}
          />
        </>
      )}
      <SelectField
        label={tf('nationality')}
        options={lookups.countries}
        autoComplete="country-name"
        error={errorFor('nationality')}
        defaultValue={valueOf('nationality')}
        {...register('nationality', { deps: ['hasResidencyVisa'], onChange: (event) => rules.onNationalityChange(event.target.value) })}
      />
      <RadioGroupField
        legend={tf('residencyVisa')}
        disabledValues={rules.isUae ? ['yes'] : []}
        hint={t('residencyHint')}
        error={errorFor('hasResidencyVisa')}
        checkedValue={valueOf('hasResidencyVisa')}
        {...register('hasResidencyVisa')}
      />
      <RadioGroupField
        legend={tf('goldenVisa')}
        error={errorFor('hasGoldenVisa')}
        checkedValue={valueOf('hasGoldenVisa')}
        {...register('hasGoldenVisa')}
      />
    </div>
  );
}
