'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { profileQuery } from '@/lib/queries/profile';
import { SendVerificationButton } from './send-verification-button';
import styles from '../dashboard.module.css';

/**
 * The e-mail line and its verification state. Hydrated from the server's prefetch; refetched when the
 * learner comes back to the tab, so a link opened in another tab shows as verified without a reload.
 */
export function EmailStatus({ fallbackEmail }: { fallbackEmail: string }) {
  const t = useTranslations('account');
  const { data: profile } = useQuery({ ...profileQuery(), refetchOnWindowFocus: 'always' });
  return (
    <>
      <dt>{t('email')}</dt>
      <dd>
        <bdi dir="ltr">{profile?.email ?? fallbackEmail}</bdi>
        {profile ? (
          <span className={`${styles.badge} ${profile.emailVerified ? styles.verified : styles.unverified}`}>
            {profile.emailVerified ? t('verified') : t('notVerified')}
          </span>
        ) : null}
      </dd>
      {profile && !profile.emailVerified ? (
        <dd className={styles.verifyBlock}>
          <p className={styles.lead}>{t('verifyHint')}</p>
          <SendVerificationButton />
        </dd>
      ) : null}
    </>
  );
}
