import { redirect } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { ChoiceForm } from '@/components/mock-test/choice-form';
import { NoAttempt } from '@/components/mock-test/no-attempt';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { TestTimer } from '@/components/mock-test/test-timer';
import { TimeUp } from '../time-up';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { currentMockTest, splitQuestions } from '@/lib/mock-test/current';
import { answerMockTestAction } from '../actions';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/question?n= – D§2: one question at a time, rendered on the server from the API's
// attempt (its answer, if saved, checked; the time left on the API's clock). Saving moves on.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ n?: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestQuestionPage({ params, searchParams }: Props) {
  const [{ lang, t }, { n }] = await Promise.all([mockTestPage(params), searchParams]);
  const current = await currentMockTest();
  if (!current.ok || !current.value) {
    return (
      <DashboardFrame lang={lang}>
        <h1 className={styles.title}>{t('title')}</h1>
        <NoAttempt lang={lang} failed={!current.ok} />
      </DashboardFrame>
    );
  }
  const test = current.value;
  const { theory } = splitQuestions(test);
  const index = Math.min(Math.max(1, Number.parseInt(n ?? '1', 10) || 1), theory.length);
  if (String(index) !== n) redirect(localePath(lang, '/mock-test/question', { n: String(index) }));
  const question = theory[index - 1]!;
  const last = index === theory.length;
  return (
    <DashboardFrame lang={lang}>
      <div className={mt.bar}>
        <h1 className={styles.title}>{t('question.title', { n: index, total: theory.length })}</h1>
        {test.remainingSeconds > 0 ? <TestTimer remainingSeconds={test.remainingSeconds} label={t('question.timeLeft')} /> : null}
      </div>
      {test.remainingSeconds === 0 ? (
        <TimeUp lang={lang} attemptId={test._id} />
      ) : (
        <>
          <p className={mt.question} lang={test.language} dir={test.language === 'ar' ? 'rtl' : 'ltr'} id="question-text">
            {question.text}
          </p>
          <ChoiceForm
            key={question._id}
            action={answerMockTestAction}
            name="optionId"
            legend={t('question.legend')}
            options={question.options.map((o) => ({ value: o._id, label: o.text }))}
            checked={question.selectedOptionId}
            submitLabel={last ? t('question.review') : t('question.next')}
            hidden={{ attemptId: test._id, questionId: question._id, next: last ? 'summary' : String(index + 1) }}
            lang={test.language}
          />
          <p className={mt.actions}>
            {index > 1 ? <a href={localePath(lang, '/mock-test/question', { n: String(index - 1) })}>{t('question.previous')}</a> : null}
            <a href={localePath(lang, '/mock-test/summary')}>{t('question.toSummary')}</a>
          </p>
        </>
      )}
    </DashboardFrame>
  );
}
