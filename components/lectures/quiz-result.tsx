'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { QuizOutcome } from '@/lib/upstream/schemas/lectures';
import styles from './lectures.module.css';

/** The score after a submit, the pass mark, and the way on: the next lesson, or another try. */
export function QuizResult({ outcome, lessonId, onRetry }: { outcome: QuizOutcome; lessonId: string; onRetry: () => void }) {
  const t = useTranslations('lecture');
  return (
    <div role="status" className={styles.card}>
      <p>
        <strong>{t('score', { correct: outcome.correct, total: outcome.total, percent: outcome.percentage })}</strong>
      </p>
      <p>{outcome.passed ? t('quizPassed', { mark: outcome.passMark }) : t('quizFailed', { mark: outcome.passMark })}</p>
      <div className={styles.row}>
        {outcome.passed && outcome.nextLessonId && outcome.nextLessonUnlocked ? (
          <Link href={{ pathname: '/dashboard/online-lecture', query: { lesson: outcome.nextLessonId } }}>{t('nextLesson')}</Link>
        ) : null}
        {outcome.passed ? null : (
          <Button type="button" variant="secondary" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        )}
        <Link href={{ pathname: '/dashboard/online-lecture', query: { lesson: lessonId } }}>{t('backToLesson')}</Link>
      </div>
    </div>
  );
}
