'use client';

import { useTranslations } from 'next-intl';
import type { ActionForm } from '@/components/forms/use-action-form';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { GEAR_TYPES, GENDERS } from '@/lib/domain/licence';
import type { SignupFormValues } from './form-values';
import type { SignupLookups } from './signup-options';
import type { SignupRules } from './use-signup-rules';
import styles from './form-layout.module.css';

interface Props {
  af: ActionForm<SignupFormValues>;
  rules: SignupRules;
  lookups: SignupLookups;
}

/** What the learner wants: licence type, gear type, gender (allowed per licence), language, branch. */
export function CourseFields({ af, rules, lookups }: Props) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const to = useTranslations('ui.options');
  const { form, errorFor, valueOf } = af;
  const { register } = form;
  // Every choice stays on screen (no jump); those the licence type does not offer are disabled.
  const { licence } = rules;
  const gearOff = licence ? GEAR_TYPES.filter((g) => !licence.gearTypes.includes(g)) : [];
  const genderOff = licence ? GENDERS.filter((g) => !licence.genders.includes(g)) : [];
  return (
    <div className={styles.grid}>
      <SelectField
        label={tf('licenseType')}
        options={lookups.licences}
        error={errorFor('licenseTypeId')}
        defaultValue={valueOf('licenseTypeId')}
        {...register('licenseTypeId', { onChange: (event) => rules.onLicenceChange(event.target.value) })}
      />
      <input type="hidden" {...register('licenseCategory')} defaultValue={valueOf('licenseCategory')} />
      <RadioGroupField
        legend={tf('gearType')}
        checkedValue={valueOf('gearType')}
        options={GEAR_TYPES.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={gearOff}
        hint={t('gearTypeHint')}
        error={errorFor('gearType')}
        {...register('gearType')}
      />
      <RadioGroupField
        legend={tf('gender')}
        checkedValue={valueOf('gender')}
        options={GENDERS.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={genderOff}
        error={errorFor('gender')}
        {...register('gender')}
      />
      <SelectField
        label={tf('language')}
        options={lookups.languages}
        error={errorFor('language')}
        defaultValue={valueOf('language')}
        {...register('language')}
      />
      <SelectField
        label={tf('trainingBranch')}
        options={lookups.branches}
        error={errorFor('trainingBranchId')}
        defaultValue={valueOf('trainingBranchId')}
        {...register('trainingBranchId')}
      />
    </div>
  );
}
