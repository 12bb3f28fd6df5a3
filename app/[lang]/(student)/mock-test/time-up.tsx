import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { StepButtonForm } from '@/components/mock-test/send-code-form';
import { submitMockTestAction } from './actions';

/** The API's deadline has passed: answers are refused; the result counts what was saved in time. */
export async function TimeUp({ lang, attemptId }: { lang: Locale; attemptId: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'mockTest' });
  return (
    <>
      <p role="alert">{t('question.timeUp')}</p>
      <StepButtonForm action={submitMockTestAction} label={t('videoQuestion.submit')} hidden={{ attemptId }} />
    </>
  );
}
