'use client';

import type { UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import type { SignupValues } from '@/lib/schemas/signup';
import type { SignupFormValues } from './form-values';
import type { LicenceOption, SignupLookups } from './signup-options';
import styles from './signup.module.css';

// The schema's own lists live beside zod; these two stay out of the page's first load.
const GEAR_TYPES = ['automatic', 'manual'] as const;
const GENDERS = ['male', 'female'] as const;

interface Props {
  form: UseFormReturn<SignupFormValues, unknown, SignupValues>;
  lookups: SignupLookups;
  licence: LicenceOption | undefined;
  onLicenceChange: (id: string) => void;
}

/** What the learner wants: licence type, gear type, gender (allowed per licence), language, branch. */
export function CourseFields({ form, lookups, licence, onLicenceChange }: Props) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const to = useTranslations('ui.options');
  const { register, formState } = form;
  const { errors } = formState;
  // Every choice stays on screen (no jump); those the licence type does not offer are disabled.
  const gearOff = licence ? GEAR_TYPES.filter((g) => !licence.gearTypes.includes(g)) : [];
  const genderOff = licence ? GENDERS.filter((g) => !licence.genders.includes(g)) : [];
  return (
    <div className={styles.grid}>
      <SelectField
        label={tf('licenseType')}
        options={lookups.licences}
        error={errors.licenseTypeId?.message}
        {...register('licenseTypeId', { onChange: (event) => onLicenceChange(event.target.value) })}
      />
      <RadioGroupField
        legend={tf('gearType')}
        options={GEAR_TYPES.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={gearOff}
        hint={t('gearTypeHint')}
        error={errors.gearType?.message}
        {...register('gearType')}
      />
      <RadioGroupField
        legend={tf('gender')}
        options={GENDERS.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={genderOff}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <SelectField label={tf('language')} options={lookups.languages} error={errors.language?.message} {...register('language')} />
      <SelectField
        label={tf('trainingBranch')}
        options={lookups.branches}
        error={errors.trainingBranchId?.message}
        {...register('trainingBranchId')}
      />
    </div>
  );
}
