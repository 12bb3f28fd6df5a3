'use client';

import { useActionState, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { SignupField, SignupFormValues } from '@/components/signup/form-values';
import type { SignupLookups } from '@/components/signup/signup-options';
import { INITIAL_FORM_STATE, type FormState } from '@/lib/auth/form-state';
import { submitSignupForm } from './actions';
import { CourseFields } from './course-fields';
import { EidPanel } from './eid-panel';
import { PersonalFields } from './personal-fields';
import { useSignupForm } from './use-signup-form';
import styles from './signup.module.css';

export interface SignupFormProps {
  initial: SignupFormValues;
  lookups: SignupLookups;
  /** Today in Dubai (YYYY-MM-DD), from the server, so the date input's max matches after hydration. */
  today: string;
}

/** The page's values, with what a plain post sent back (never a password) in their place. */
function startValues(initial: SignupFormValues, state: FormState, lookups: SignupLookups): SignupFormValues {
  if (!state.values) return initial;
  const start = { ...initial };
  // The page's keys (not form-values' list: that module's phone rules stay out of the browser).
  for (const name of Object.keys(initial) as SignupField[]) {
    const value = state.values[name];
    if (typeof value === 'string') start[name] = value;
  }
  start.licenseCategory = lookups.licences.find((l) => l.value === start.licenseTypeId)?.code ?? '';
  return start;
}

/** R§5 sign-up form, with the Emirates ID panel above it (R§4). */
export function SignupForm({ initial, lookups, today }: SignupFormProps) {
  const t = useTranslations('signup');
  // Before hydration (a slow phone) or without JavaScript the form posts to the server action,
  // which answers with the errors and the typed values; once hydrated, react-hook-form's submit
  // handler prevents that post and the form talks to the BFF itself.
  const [state, action, posting] = useActionState(submitSignupForm, INITIAL_FORM_STATE);
  // Fixed for the form's life: react-hook-form's defaults and the server HTML's values agree.
  const [start] = useState(() => startValues(initial, state, lookups));
  const signup = useSignupForm({ initial: start, lookups });
  const serverErrors = signup.submitted ? undefined : state.fieldErrors;

  useEffect(() => {
    // R§8: the licence list is the one a person cannot register without.
    if (lookups.failed.licences) void import('@/lib/toast').then(({ toast }) => toast.error(t('licenceFailed')));
  }, [lookups.failed.licences, t]);

  return (
    <>
      <EidPanel applied={signup.eid} countries={lookups.countries} onProceed={signup.applyEid} onClear={signup.clearEid} />
      {/* A server action: React renders method=POST, so a submit before hydration never puts the password in the URL. */}
      <form action={action} noValidate onSubmit={signup.onSubmit} className={styles.form} aria-busy={signup.busy || posting || undefined}>
        {lookups.failed.licences || lookups.failed.others ? (
          <p role="alert" className={styles.alert}>
            {lookups.failed.licences ? t('licenceFailed') : t('lookupsFailed')}
          </p>
        ) : null}
        {state.error && !signup.submitted ? (
          <p role="alert" className={styles.alert}>
            {state.error}
          </p>
        ) : null}
        <section className={styles.section} aria-labelledby="signup-details">
          <h2 id="signup-details" className={styles.sectionTitle}>
            {t('detailsTitle')}
          </h2>
          <PersonalFields
            form={signup.form}
            lookups={lookups}
            today={today}
            defaults={start}
            serverErrors={serverErrors}
            isUae={signup.isUae}
            onNationalityChange={signup.onNationalityChange}
          />
        </section>
        <section className={styles.section} aria-labelledby="signup-course">
          <h2 id="signup-course" className={styles.sectionTitle}>
            {t('courseTitle')}
          </h2>
          <CourseFields
            form={signup.form}
            lookups={lookups}
            licence={signup.licence}
            defaults={start}
            serverErrors={serverErrors}
            onLicenceChange={signup.onLicenceChange}
          />
        </section>
        <Button type="submit" block loading={signup.busy || posting} className={styles.submit}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
