'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { CourseFields } from './course-fields';
import { EidPanel } from './eid-panel';
import type { SignupFormValues } from './form-values';
import { PersonalFields } from './personal-fields';
import type { SignupLookups } from './signup-options';
import { useSignupForm } from './use-signup-form';
import styles from './signup.module.css';

export interface SignupFormProps {
  initial: SignupFormValues;
  lookups: SignupLookups;
  /** Today in Dubai (YYYY-MM-DD), from the server, so the date input's max matches after hydration. */
  today: string;
}

/** R§5 sign-up form, with the Emirates ID panel above it (R§4). */
export function SignupForm({ initial, lookups, today }: SignupFormProps) {
  const t = useTranslations('signup');
  const signup = useSignupForm({ initial, lookups });

  useEffect(() => {
    // R§8: the licence list is the one a person cannot register without.
    if (lookups.failed.licences) void import('@/lib/toast').then(({ toast }) => toast.error(t('licenceFailed')));
  }, [lookups.failed.licences, t]);

  return (
    <>
      <EidPanel applied={signup.eid} countries={lookups.countries} onProceed={signup.applyEid} onClear={signup.clearEid} />
      {/* method=post: before hydration a stray submit must never put the password in the URL. */}
      <form method="post" noValidate onSubmit={signup.onSubmit} className={styles.form} aria-busy={signup.busy || undefined}>
        {lookups.failed.licences || lookups.failed.others ? (
          <p role="alert" className={styles.alert}>
            {lookups.failed.licences ? t('licenceFailed') : t('lookupsFailed')}
          </p>
        ) : null}
        <section className={styles.section} aria-labelledby="signup-details">
          <h2 id="signup-details" className={styles.sectionTitle}>
            {t('detailsTitle')}
          </h2>
          <PersonalFields form={signup.form} lookups={lookups} today={today} isUae={signup.isUae} onNationalityChange={signup.onNationalityChange} />
        </section>
        <section className={styles.section} aria-labelledby="signup-course">
          <h2 id="signup-course" className={styles.sectionTitle}>
            {t('courseTitle')}
          </h2>
          <CourseFields form={signup.form} lookups={lookups} licence={signup.licence} onLicenceChange={signup.onLicenceChange} />
        </section>
        <Button type="submit" block loading={signup.busy} className={styles.submit}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
