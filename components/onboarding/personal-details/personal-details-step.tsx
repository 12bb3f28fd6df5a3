import { getTranslations } from 'next-intl/server';
import { personalDetailsAction } from '@/lib/onboarding/actions';
import { ClientIntl } from '@/components/providers/client-intl';
import { todayIn } from '@/lib/domain/dates';
import type { Locale } from '@/lib/i18n/routing';
import { getProfile } from '@/lib/upstream/profile';
import { initialPersonalDetailsValues } from './form-values';
import { loadPersonalDetailsLookups } from './load-lookups';
import { PersonalDetailsForm } from './personal-details-form';
import styles from './personal-details.module.css';

// The texts the form's client parts read: its own, the field labels and validation messages its
// errors are built from, and what the house's form pattern and controls need.
const CLIENT_NAMESPACES = ['personalDetails', 'addressSearch', 'fields', 'validation', 'ui', 'errors.common'] as const;

/**
 * Onboarding step 1, 'Personal Detail' (R§5), server side: the profile (prefill; gender, required
 * licence and gear type for the conditional questions) and the lookups load in parallel, then the form.
 */
export async function PersonalDetailsStep({ lang }: { lang: Locale }) {
  const [t, lookups, profile] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'personalDetails' }),
    loadPersonalDetailsLookups(lang),
    getProfile().catch(() => null),
  ]);
  return (
    <section className={styles.card} aria-labelledby="personal-details-title">
      <h2 id="personal-details-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{t('lead')}</p>
      {profile ? (
        <ClientIntl lang={lang} namespaces={CLIENT_NAMESPACES}>
          <PersonalDetailsForm
            action={personalDetailsAction}
            initial={initialPersonalDetailsValues(profile, lookups)}
            lookups={lookups}
            lang={lang}
            today={todayIn({ now: new Date() })}
          />
        </ClientIntl>
      ) : (
        <p role="alert" className={styles.alert}>
          {t('profileFailed')}
        </p>
      )}
    </section>
  );
}
