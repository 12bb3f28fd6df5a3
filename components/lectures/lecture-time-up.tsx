'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from './lectures.module.css';

/** D§8's 'Time is up! Your session has expired.' once the lecture window closes, and the way back to the code. */
export function LectureTimeUp({ lessonId }: { lessonId: string }) {
  const t = useTranslations('lecture');
  return (
    <div className={styles.card}>
      <p role="alert" className={styles.alert}>
        {t('timeUp')}
      </p>
      <Link href={{ pathname: '/dashboard/online-lecture', query: { lesson: lessonId, expired: '1' } }}>{t('verifyAgain')}</Link>
    </div>
  );
}
