'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { COUNTDOWN_KEYS } from '@/components/auth/countdown-keys';
import { FormAlert } from '@/components/auth/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { track } from '@/lib/analytics';
import { Button } from '@/components/ui/button';
import { storeCountdownStart } from '@/components/ui/hooks/use-countdown';
import { CourseFields } from './course-fields';
import { EidPanel } from './eid-panel';
import type { SignupField, SignupFormValues } from './form-values';
import { PersonalFields } from './personal-fields';
import type { SignupLookups } from './signup-options';
import { useSignupRules } from './use-signup-rules';
import styles from './form-layout.module.css';

const fullResolver = lazyZodResolver<SignupFormValues>(() => import('@/lib/schemas/signup').then((m) => m.makeSignupSchema({ now: new Date() })));
const quickResolver = lazyZodResolver<SignupFormValues>(() =>
  import('@/lib/schemas/signup').then((m) => m.makeQuickSignupSchema({ now: new Date() })),
);

export interface SignupFormProps {
  /** 'full': sign-up (R§5); 'quick': a pre-registered student completes the profile (R§2). */
  mode: 'full' | 'quick';
  action: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
  initial: SignupFormValues;
  lookups: SignupLookups;
  /** Today in Dubai (YYYY-MM-DD), from the server, so the date input's max matches after hydration. */
  today: string;
  /** Fields the page set from the link followed (R§2 query prefill): they win over an older draft. */
  pinned?: readonly SignupField[];
  /** An answer the page starts with (back from the code screen with the e-mail taken). */
  initialState?: FormState;
}

/** The one sign-up form, with the Emirates ID panel above it (R§4), for the full and the quick sign-up. */
export function SignupForm({ mode, action, initial, lookups, today, pinned, initialState }: SignupFormProps) {
  const t = useTranslations(mode === 'full' ? 'signup' : 'quickSignup');
  const af = useActionForm<SignupFormValues>({
    action,
    defaultValues: initial,
    resolver: mode === 'full' ? fullResolver : quickResolver,
    draftKey: mode === 'full' ? 'signup' : 'quick-signup',
    secrets: ['password', 'confirmPassword'],
    ...(pinned ? { pinned } : {}),
    ...(initialState ? { initialState } : {}),
    onDone: (state) => {
      track({ event: 'sign_up', mode });
      if (typeof state.data?.sentAt === 'number') storeCountdownStart(COUNTDOWN_KEYS.signup, state.data.sentAt);
    },
    // 'Emirates Id already exists' (R§8): the read card is forgotten; what was typed stays.
    onFailed: (state) => {
      if (state.errorCode === 'emirates_id_taken') forget.current();
    },
  });
  const rules = useSignupRules(af.form, lookups);
  const forget = useRef(rules.forgetEid);
  forget.current = rules.forgetEid;

  return (
    <>
      <EidPanel applied={rules.eid} countries={lookups.countries} onProceed={rules.applyEid} onClear={rules.clearEid} />
      {/* A server action: React renders method=POST, so a submit before hydration never puts the password in the URL. */}
      <form {...af.formProps} className={styles.form}>
        {lookups.failed.licences || lookups.failed.others ? (
          <p role="alert" className={styles.alert}>
            {lookups.failed.licences ? t('licenceFailed') : t('lookupsFailed')}
          </p>
        ) : null}
        <FormAlert message={af.state.formError} />
        <input type="hidden" {...af.form.register('countryCode')} defaultValue={af.valueOf('countryCode')} />
        <input type="hidden" {...af.form.register('emiratesId')} defaultValue={af.valueOf('emiratesId')} />
        <section className={styles.section} aria-labelledby="signup-details">
          <h2 id="signup-details" className={styles.sectionTitle}>
            {t('detailsTitle')}
          </h2>
          <PersonalFields af={af} rules={rules} lookups={lookups} today={today} quick={mode === 'quick'} />
        </section>
        <section className={styles.section} aria-labelledby="signup-course">
          <h2 id="signup-course" className={styles.sectionTitle}>
            {t('courseTitle')}
          </h2>
          <CourseFields af={af} rules={rules} lookups={lookups} />
        </section>
        <Button type="submit" block loading={af.pending || af.form.formState.isSubmitting} className={styles.submit}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
