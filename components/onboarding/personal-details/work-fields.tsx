'use client';

import { useTranslations } from 'next-intl';
import type { ActionForm } from '@/components/forms/use-action-form';
import { Field } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import type { PersonalDetailsFormValues } from './form-values';
import type { PersonalDetailsLookups } from './options';
import type { PersonalDetailsRules } from './use-personal-details-rules';
import styles from './personal-details.module.css';

interface Props {
  af: ActionForm<PersonalDetailsFormValues>;
  rules: PersonalDetailsRules;
  lookups: PersonalDetailsLookups;
}

/** What the learner does: occupation, visa profession (free text under 'Other'), the cabin-crew question. */
export function WorkFields({ af, rules, lookups }: Props) {
  const t = useTranslations('personalDetails');
  const tf = useTranslations('fields');
  const { form, errorFor } = af;
  const { register, getValues } = form;
  return (
    <div className={styles.grid}>
      <SelectField
        label={tf('occupation')}
        options={lookups.occupations}
        error={errorFor('occupation')}
        defaultValue={getValues('occupation')}
        {...register('occupation')}
      />
      <SelectField
        label={tf('visaProfession')}
        options={lookups.visaProfessions}
        error={errorFor('visaProfession')}
        defaultValue={getValues('visaProfession')}
        {...register('visaProfession', { deps: ['otherProfession'] })}
      />
      {rules.otherProfession ? (
        <Field
          label={tf('otherProfession')}
          hint={t('hints.otherProfession')}
          autoComplete="organization-title"
          error={errorFor('otherProfession')}
          defaultValue={getValues('otherProfession')}
          {...register('otherProfession')}
        />
      ) : null}
      {rules.cabinCrew ? (
        <RadioGroupField
          legend={t('questions.isCabinCrewOrPilot')}
          error={errorFor('isCabinCrewOrPilot')}
          checkedValue={getValues('isCabinCrewOrPilot')}
          {...register('isCabinCrewOrPilot')}
        />
      ) : null}
    </div>
  );
}
