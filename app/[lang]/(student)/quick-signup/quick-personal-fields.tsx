'use client';

import { useTranslations } from 'next-intl';
import type { SignupLookups } from '@/components/signup/signup-options';
import { Field } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import type { useQuickSignupForm } from './use-quick-signup-form';
import styles from './quick-signup.module.css';

interface Props {
  quick: ReturnType<typeof useQuickSignupForm>;
  lookups: SignupLookups;
  today: string;
}

/** Name, phone (prefix locked), e-mail (locked), date of birth, nationality and visas. */
export function QuickPersonalFields({ quick, lookups, today }: Props) {
  const t = useTranslations('quickSignup');
  const ts = useTranslations('signup');
  const tf = useTranslations('fields');
  const { text, select, radio, errors } = quick;
  return (
    <div className={styles.grid}>
      <Field label={tf('fullName')} autoComplete="name" error={errors.fullName} {...text('fullName')} />
      <input type="hidden" {...text('countryCode')} />
      <PhoneField
        lockStartingCode
        startingCodeProps={text('startingCode')}
        numberProps={{ ...text('number'), autoComplete: 'tel-national' }}
        hint={t('phoneLocked')}
        error={errors.number ?? errors.startingCode ?? errors.countryCode}
      />
      <Field label={tf('email')} type="email" dir="ltr" readOnly hint={t('emailLocked')} error={errors.email} {...text('email')} />
      <Field
        label={tf('dob')}
        type="date"
        dir="ltr"
        max={today}
        min="1900-01-01"
        autoComplete="bday"
        hint={ts('dobHint')}
        error={errors.dob}
        {...text('dob')}
      />
      <SelectField
        label={tf('nationality')}
        options={lookups.countries}
        autoComplete="country-name"
        error={errors.nationality}
        {...select('nationality')}
      />
      <RadioGroupField
        legend={tf('residencyVisa')}
        disabledValues={quick.isUae ? ['yes'] : []}
        hint={ts('residencyHint')}
        error={errors.hasResidencyVisa}
        {...radio('hasResidencyVisa')}
      />
      <RadioGroupField legend={tf('goldenVisa')} error={errors.hasGoldenVisa} {...radio('hasGoldenVisa')} />
    </div>
  );
}
