'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { AddressSearch, type PlaceValue } from '@/components/onboarding/address-search';
import type { ActionForm } from '@/components/forms/use-action-form';
import { useErrorText } from '@/components/ui/hooks/use-error-text';
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
  lang: 'en' | 'ar';
}

/** Where the learner comes from and lives: nationality, emirate (UAE nationals), address, NOC (female learners). */
export function AboutFields({ af, rules, lookups, lang }: Props) {
  const t = useTranslations('personalDetails');
  const tf = useTranslations('fields');
  const errorText = useErrorText();
  const { form, errorFor } = af;
  const { register, getValues, setValue } = form;
  return (
    <div className={styles.grid}>
      <SelectField
        label={tf('nationality')}
        options={lookups.countries}
        autoComplete="country-name"
        error={errorFor('nationality')}
        defaultValue={getValues('nationality')}
        {...register('nationality')}
      />
      {rules.emirate ? (
        <SelectField
          label={tf('emirate')}
          hint={t('hints.emirate')}
          options={lookups.emirates}
          error={errorFor('emirate')}
          defaultValue={getValues('emirate')}
          {...register('emirate')}
        />
      ) : null}
      <Controller
        control={form.control}
        name="address"
        render={({ field }) => {
          const place: PlaceValue | null = field.value
            ? { address: field.value, latitude: Number(getValues('latitude')), longitude: Number(getValues('longitude')) }
            : null;
          return (
            // The search is one control to the form: focusing the field (after a refused submit) focuses its box.
            <div className={styles.wide} ref={(el) => field.ref(el ? { focus: () => el.querySelector('input')?.focus() } : null)}>
              <AddressSearch
                id="personal-address"
                name="address"
                label={tf('address')}
                lang={lang}
                required
                value={place}
                error={errorText(errorFor('address'))}
                onChange={(next) => {
                  setValue('latitude', next ? String(next.latitude) : '');
                  setValue('longitude', next ? String(next.longitude) : '');
                  field.onChange(next?.address ?? '');
                }}
              />
            </div>
          );
        }}
      />
      {rules.noc ? (
        <RadioGroupField
          legend={t('questions.hasNOCEnabled')}
          error={errorFor('hasNOCEnabled')}
          checkedValue={getValues('hasNOCEnabled')}
          {...register('hasNOCEnabled')}
        />
      ) : null}
    </div>
  );
}
