'use client';

import { useTranslations } from 'next-intl';
import type { SignupLookups } from '@/components/signup/signup-options';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { QUICK_GEAR_TYPES, QUICK_GENDERS } from './quick-fields';
import type { useQuickSignupForm } from './use-quick-signup-form';
import styles from './quick-signup.module.css';

/**
 * Licence type, gear type, gender (as the licence allows), language and branch. The sign-up
 * form's CourseFields does the same through react-hook-form and the shared schema module, which
 * would bring both into this page's first load.
 */
export function QuickCourseFields({ quick, lookups }: { quick: ReturnType<typeof useQuickSignupForm>; lookups: SignupLookups }) {
  const t = useTranslations('signup');
  const tf = useTranslations('fields');
  const to = useTranslations('ui.options');
  const { text, select, radio, errors, licence } = quick;
  const gearOff = licence ? QUICK_GEAR_TYPES.filter((g) => !licence.gearTypes.includes(g)) : [];
  const genderOff = licence ? QUICK_GENDERS.filter((g) => !licence.genders.includes(g)) : [];
  return (
    <div className={styles.grid}>
      <SelectField label={tf('licenseType')} options={lookups.licences} error={errors.licenseTypeId} {...select('licenseTypeId')} />
      <input type="hidden" {...text('licenseCategory')} />
      <RadioGroupField
        legend={tf('gearType')}
        options={QUICK_GEAR_TYPES.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={gearOff}
        hint={t('gearTypeHint')}
        error={errors.gearType}
        {...radio('gearType')}
      />
      <RadioGroupField
        legend={tf('gender')}
        options={QUICK_GENDERS.map((g) => ({ value: g, label: to(g) }))}
        disabledValues={genderOff}
        error={errors.gender}
        {...radio('gender')}
      />
      <SelectField label={tf('language')} options={lookups.languages} error={errors.language} {...select('language')} />
      <SelectField label={tf('trainingBranch')} options={lookups.branches} error={errors.trainingBranchId} {...select('trainingBranchId')} />
      <input type="hidden" {...text('emiratesId')} />
    </div>
  );
}
