'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import type { ActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { EMPTY_UAE_LICENCE, parseUaeLicences, serialiseUaeLicences, uaeLicenceProblems } from '@/lib/domain/personal-details';
import { uaeEntryMessages } from '@/lib/schemas/personal-details-messages';
import type { PersonalDetailsFormValues } from './form-values';
import type { PersonalDetailsLookups } from './options';
import type { PersonalDetailsRules } from './use-personal-details-rules';
import { UaeLicenceRow } from './uae-licence-row';
import styles from './personal-details.module.css';

interface Props {
  af: ActionForm<PersonalDetailsFormValues>;
  rules: PersonalDetailsRules;
  lookups: PersonalDetailsLookups;
  today: string;
}

/** UAE licences already held (R§5): the list (the first entry stays), then 'add new category'. */
export function UaeLicenceSection({ af, rules, lookups, today }: Props) {
  const t = useTranslations('personalDetails');
  const { form, errorFor } = af;
  const { register, getValues } = form;
  const listError = errorFor('uaeLicences');
  // After 'Add', focus goes to the new entry's first field; after 'Remove', to the Add button.
  const [focus, setFocus] = useState<number | 'add' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus === null) return;
    if (focus === 'add') addButton.current?.focus();
    else document.getElementById(`uae-licence-${focus}-type`)?.focus();
    setFocus(null);
  }, [focus]);

  return (
    <div className={styles.grid}>
      <RadioGroupField
        className={styles.wide}
        legend={t('questions.hasUAELicense')}
        error={errorFor('hasUAELicense')}
        checkedValue={getValues('hasUAELicense')}
        {...register('hasUAELicense', { deps: ['uaeLicences'] })}
      />
      {rules.uaeList ? (
        <Controller
          control={form.control}
          name="uaeLicences"
          render={({ field }) => {
            const list = parseUaeLicences(field.value);
            const entries = list.length ? list : [EMPTY_UAE_LICENCE];
            const update = (next: typeof entries) => field.onChange(serialiseUaeLicences(next));
            const now = new Date();
            return (
              <div
                className={styles.wide}
                role="group"
                aria-label={t('sections.uae')}
                aria-describedby={listError ? 'uae-licences-error' : undefined}
                ref={(el) => field.ref(el ? { focus: () => el.querySelector<HTMLElement>('select, input')?.focus() } : null)}
              >
                <FieldError id="uae-licences-error" message={listError} />
                {entries.map((entry, index) => (
                  <UaeLicenceRow
                    key={index}
                    index={index}
                    entry={entry}
                    licenceTypes={lookups.licenceTypes}
                    emirates={lookups.emirates}
                    today={today}
                    errors={listError ? uaeEntryMessages(uaeLicenceProblems(entry, now)) : {}}
                    onChange={(next) => update(entries.map((e, i) => (i === index ? next : e)))}
                    {...(index > 0
                      ? {
                          onRemove: () => {
                            update(entries.filter((_, i) => i !== index));
                            setFocus('add');
                          },
                        }
                      : {})}
                  />
                ))}
                <Button
                  ref={addButton}
                  variant="secondary"
                  onClick={() => {
                    update([...entries, EMPTY_UAE_LICENCE]);
                    setFocus(entries.length);
                  }}
                >
                  {t('addLicence')}
                </Button>
              </div>
            );
          }}
        />
      ) : null}
      {rules.addNewCategory ? (
        <RadioGroupField
          className={styles.wide}
          legend={t('questions.isEligibleForAddingNewCategory')}
          error={errorFor('isEligibleForAddingNewCategory')}
          checkedValue={getValues('isEligibleForAddingNewCategory')}
          {...register('isEligibleForAddingNewCategory')}
        />
      ) : null}
    </div>
  );
}
