'use client';

import { useTranslations } from 'next-intl';
import type { SignupLookups } from '@/components/signup/signup-options';
import { Button } from '@/components/ui/button';
import { QuickCourseFields } from './quick-course-fields';
import { QuickEidUpload } from './quick-eid-upload';
import { QuickPersonalFields } from './quick-personal-fields';
import type { QuickSignupFormValues } from './quick-values';
import { useQuickSignupForm } from './use-quick-signup-form';
import styles from './quick-signup.module.css';

export interface QuickSignupFormProps {
  initial: QuickSignupFormValues;
  lookups: SignupLookups;
  /** Today in Dubai (YYYY-MM-DD), from the server, so the date input's max matches after hydration. */
  today: string;
}

/** 'Completed Registration': the pre-registered profile, completed and sent without a password. */
export function QuickSignupForm({ initial, lookups, today }: QuickSignupFormProps) {
  const t = useTranslations('quickSignup');
  const quick = useQuickSignupForm({ initial, lookups });
  return (
    <>
      <QuickEidUpload countries={lookups.countries} onProceed={quick.applyEid} onClear={quick.clearEid} />
      <form ref={quick.formRef} method="post" noValidate onSubmit={quick.onSubmit} className={styles.form} aria-busy={quick.busy || undefined}>
        {lookups.failed.licences || lookups.failed.others ? (
          <p role="alert" className={styles.alert}>
            {t('lookupsFailed')}
          </p>
        ) : null}
        <section className={styles.section} aria-labelledby="quick-details">
          <h2 id="quick-details" className={styles.sectionTitle}>
            {t('detailsTitle')}
          </h2>
          <QuickPersonalFields quick={quick} lookups={lookups} today={today} />
        </section>
        <section className={styles.section} aria-labelledby="quick-course">
          <h2 id="quick-course" className={styles.sectionTitle}>
            {t('courseTitle')}
          </h2>
          <QuickCourseFields quick={quick} lookups={lookups} />
        </section>
        <Button type="submit" block loading={quick.busy} className={styles.submit}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
