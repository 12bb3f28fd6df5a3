'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { AboutFields } from './about-fields';
import { PROFILE_FACTS, type PersonalDetailsFormValues } from './form-values';
import { LicenceFields } from './licence-fields';
import type { PersonalDetailsLookups } from './options';
import { UaeLicenceSection } from './uae-licence-section';
import { usePersonalDetailsRules } from './use-personal-details-rules';
import { WorkFields } from './work-fields';
import styles from './personal-details.module.css';

// zod, the schema and the resolver arrive on the form's first focus or tap, never with the page.
const resolver = lazyZodResolver<PersonalDetailsFormValues>(() =>
  import('@/lib/schemas/personal-details').then((m) => m.makePersonalDetailsSchema({ now: new Date() })),
);

export interface PersonalDetailsFormProps {
  action: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
  initial: PersonalDetailsFormValues;
  lookups: PersonalDetailsLookups;
  lang: 'en' | 'ar';
  /** Today in Dubai (YYYY-MM-DD), from the server, so the calendars' bounds match after hydration. */
  today: string;
}

const SECTIONS = ['about', 'work', 'uae', 'licence'] as const;

/** Onboarding step 1, 'Personal Detail' (R§5). What is typed survives a reload until it is saved. */
export function PersonalDetailsForm({ action, initial, lookups, lang, today }: PersonalDetailsFormProps) {
  const t = useTranslations('personalDetails');
  const af = useActionForm<PersonalDetailsFormValues>({
    action,
    defaultValues: initial,
    resolver,
    draftKey: 'onboard-personal-details',
    // The learner's gender, licence and gear type come from the profile, never from an old draft.
    pinned: PROFILE_FACTS,
  });
  const rules = usePersonalDetailsRules(af.form);
  const { register } = af.form;

  const body = {
    about: <AboutFields af={af} rules={rules} lookups={lookups} lang={lang} />,
    work: <WorkFields af={af} rules={rules} lookups={lookups} />,
    uae: <UaeLicenceSection af={af} rules={rules} lookups={lookups} today={today} />,
    licence: <LicenceFields af={af} rules={rules} lookups={lookups} today={today} />,
  };

  return (
    <form {...af.formProps} className={styles.form}>
      {lookups.failed ? (
        <p role="alert" className={styles.alert}>
          {t('lookupsFailed')}
        </p>
      ) : null}
      <FormAlert message={af.state.formError} />
      {PROFILE_FACTS.map((name) => (
        <input key={name} type="hidden" {...register(name)} defaultValue={af.valueOf(name)} />
      ))}
      <input type="hidden" {...register('latitude')} defaultValue={af.valueOf('latitude')} />
      <input type="hidden" {...register('longitude')} defaultValue={af.valueOf('longitude')} />
      {SECTIONS.map((section) => (
        <section key={section} className={styles.section} aria-labelledby={`personal-${section}`}>
          <h3 id={`personal-${section}`} className={styles.sectionTitle}>
            {t(`sections.${section}`)}
          </h3>
          {body[section]}
        </section>
      ))}
      <Button type="submit" block loading={af.pending || af.form.formState.isSubmitting} className={styles.submit}>
        {t('submit')}
      </Button>
    </form>
  );
}
