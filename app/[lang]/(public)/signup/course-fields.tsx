'use client';

import type { UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/select-field';
import type { SignupValues } from '@/lib/schemas/signup';
import type { SignupField, SignupFormValues } from '@/components/signup/form-values';
import type { LicenceOption, SignupLookups } from '@/components/signup/signup-options';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import styles from './signup.module.css';

// The schema's own lists live beside zod; these two stay out of the page's first load.
const GEAR_TYPES = ['automatic', 'manual'] as const;
const GENDERS = ['male', 'female'] as const;

interface Props {
  form: UseFormReturn<SignupFormValues, unknown, SignupValues>;
  lookups: SignupLookups;
  licence: LicenceOption | undefined;
  /** The values the server rendered: the HTML shows them before hydration. */
  defaults: SignupFormValues;
  /** A plain post's field errors, shown until the hydrated form validates for itself. */
  serverErrors?: Partial<Record<string, string>>;
  onLicenceChange: (id: string) => void;
}

/** What the learner wants: licence type, gear type, gender (allowed per licence), language, branch. */
export function CourseFields({ form, lookups, licence, defaults, serverErrors, onLicenceChange }: Props) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const to = useTranslations('ui.options');
  const { register, formState } = form;
  const { errors, isSubmitted } = formState;
  const error = (name: SignupField) => errors[name]?.message ?? (isSubmitted ? undefined : serverErrors?.[name]);
  // Every choice stays on screen (no jump); those the licence type does not offer are disabled.
  const gearOff = licence ? GEAR_TYPES.filter((g) => !licence.gearTypes.includes(g)) : [];
  const genderOff = licence ? GENDERS.filter((g) => !licence.genders.includes(g)) : [];
  return (
    <div className={styles.grid}>
      <SelectField
        label={tf('licenseType')}
        options={lookups.licences}
        error={error('licenseTypeId')}
        defaultValue={defaults.licenseTypeId}
        {...register('licenseTypeId', { onChange: (event) => onLicenceChange(event.target.value) })}
      />
      <RadioGroupField
        legend={tf('gearType')}
        checkedValue={defaults.gearType}
        options={GEAR_TYPES.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={gearOff}
        hint={t('gearTypeHint')}
        error={error('gearType')}
        {...register('gearType')}
      />
      <RadioGroupField
        legend={tf('gender')}
        checkedValue={defaults.gender}
        options={GENDERS.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={genderOff}
        error={error('gender')}
        {...register('gender')}
      />
      <SelectField
        label={tf('language')}
        options={lookups.languages}
        error={error('language')}
        defaultValue={defaults.language}
        {...register('language')}
      />
      <SelectField
        label={tf('trainingBranch')}
        options={lookups.branches}
        error={error('trainingBranchId')}
        defaultValue={defaults.trainingBranchId}
        {...register('trainingBranchId')}
      />
    </div>
  );
}
