import { redirect } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { ChoiceForm } from '@/components/mock-test/choice-form';
import { NoAttempt } from '@/components/mock-test/no-attempt';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { TestTimer } from '@/components/mock-test/test-timer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { currentMockTest, splitQuestions } from '@/lib/mock-test/current';
import { finishMockTestAction } from '../actions';
import { TimeUp } from '../time-up';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/video-question – D§2 (content not shown; docs/mock-test.md): the attempt's hazard
// scene, described in the test language, and its question; submitting it saves the result once.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestVideoQuestionPage({ params }: Props) {
  const { lang, t } = await mockTestPage(params);
  const current = await currentMockTest();
  if (!current.ok || !current.value) {
    return (
      <DashboardFrame lang={lang}>
        <h1 className={styles.title}>{t('videoQuestion.title')}</h1>
        <NoAttempt lang={lang} failed={!current.ok} />
      </DashboardFrame>
    );
  }
  const test = current.value;
  if (test.submitted) redirect(localePath(lang, `/mock-test/report/${encodeURIComponent(test._id)}`));
  const { hazard } = splitQuestions(test);
  const [scene, ask] = splitScene(hazard?.text ?? '');
  return (
    <DashboardFrame lang={lang}>
      <div className={mt.bar}>
        <h1 className={styles.title}>{t('videoQuestion.title')}</h1>
        {test.remainingSeconds > 0 ? <TestTimer remainingSeconds={test.remainingSeconds} label={t('question.timeLeft')} /> : null}
      </div>
      {test.remainingSeconds === 0 || !hazard ? (
        <TimeUp lang={lang} attemptId={test._id} />
      ) : (
        <>
          <figure className={mt.scene} lang={test.language} dir={test.language === 'ar' ? 'rtl' : 'ltr'}>
            <figcaption>{t('videoQuestion.scene')}</figcaption>
            <p>{scene}</p>
          </figure>
          <p className={mt.question} lang={test.language} dir={test.language === 'ar' ? 'rtl' : 'ltr'}>
            {ask}
          </p>
          <ChoiceForm
            action={finishMockTestAction}
            name="optionId"
            legend={t('question.legend')}
            options={hazard.options.map((o) => ({ value: o._id, label: o.text }))}
            checked={hazard.selectedOptionId}
            submitLabel={t('videoQuestion.submit')}
            hidden={{ attemptId: test._id, questionId: hazard._id, next: 'finish' }}
            lang={test.language}
          />
        </>
      )}
    </DashboardFrame>
  );
}

/** "Video: <scene>. <question>?" → the scene and the question (the bank writes hazard items so). */
function splitScene(text: string): [string, string] {
  const body = text.replace(/^(Video|فيديو)\s*:\s*/, '');
  const cut = Math.max(body.lastIndexOf('. '), body.lastIndexOf('؛ '));
  return cut > 0 ? [body.slice(0, cut + 1), body.slice(cut + 2)] : ['', body];
}
