'use client';

import { useTranslations } from 'next-intl';
import type { ActionForm } from '@/components/forms/use-action-form';
import { DateField } from '@/components/ui/date-field';
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
  /** Today in Dubai (ISO): no issue date after it. */
  today: string;
}

/** A driving licence already held (R§5): issuing country, dates, emirate for a UAE one, golden opportunity. */
export function LicenceFields({ af, rules, lookups, today }: Props) {
  const t = useTranslations('personalDetails');
  const tf = useTranslations('fields');
  const { form, errorFor } = af;
  const { register, getValues } = form;
  // R§5: a UAE licence of the type registered for, listed above, already answers this section.
  if (!rules.hasLicence) return <p className={styles.note}>{t('hints.licenceFromUae')}</p>;
  return (
    <div className={styles.grid}>
      <RadioGroupField
        className={styles.wide}
        legend={t('questions.hasLicense')}
        error={errorFor('hasLicense')}
        checkedValue={getValues('hasLicense')}
        {...register('hasLicense', { onChange: (event) => rules.onHasLicenceChange(event.target.value) })}
      />
      {rules.licenceDetails ? (
        <>
          <SelectField
            label={tf('licenseCountry')}
            options={lookups.countries}
            error={errorFor('licenseCountry')}
            defaultValue={getValues('licenseCountry')}
            {...register('licenseCountry')}
          />
          {rules.licenceEmirate ? (
            <SelectField
              label={tf('licenseEmirate')}
              options={lookups.emirates}
              error={errorFor('licenseEmirate')}
              defaultValue={getValues('licenseEmirate')}
              {...register('licenseEmirate')}
            />
          ) : null}
          <DateField
            label={tf('licenseIssueDate')}
            error={errorFor('licenseIssueDate')}
            defaultValue={getValues('licenseIssueDate')}
            {...register('licenseIssueDate', { deps: ['licenseExpiryDate'] })}
            max={today}
            min="1950-01-01"
          />
          <DateField
            label={tf('licenseExpiryDate')}
            error={errorFor('licenseExpiryDate')}
            defaultValue={getValues('licenseExpiryDate')}
            {...register('licenseExpiryDate', { deps: ['licenseIssueDate'] })}
            min="1950-01-01"
          />
          {rules.golden ? (
            <RadioGroupField
              className={styles.wide}
              legend={t('questions.isGoldenOpertunityCustomer')}
              hint={t('hints.golden')}
              error={errorFor('isGoldenOpertunityCustomer')}
              checkedValue={getValues('isGoldenOpertunityCustomer')}
              {...register('isGoldenOpertunityCustomer')}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
