import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { RtaCommentForm } from '@/components/rta-test-requests/comment-form';
import { RequestDays, RequestStatus } from '@/components/rta-test-requests/request-days';
import { FlashToast } from '@/components/schedules/flash-toast';
import { DateTime } from '@/components/ui/date-time';
import { requireStudent } from '@/lib/auth/viewer';
import { formatDay } from '@/lib/domain/dates';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { commentRtaRequestAction } from '@/lib/rta-test-requests/actions';
import { myRtaRequest } from '@/lib/rta-test-requests/read';
import styles from '../../dashboard.module.css';
import rta from '@/components/rta-test-requests/rta.module.css';

// /{lang}/dashboard/rta-test-requests/{id} – one request (D§7 "view/{id}", "comments"): its days, the
// centre's answer, and the thread with the centre. Another learner's id is a 404, as the API answers.

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ filed?: string }> };

export const generateMetadata = unindexedPageMetadata('rtaRequests');

export default async function RtaRequestPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLocale(lang) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) notFound();
  setRequestLocale(lang);
  const [, t, answer, query] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'rtaRequests' }),
    myRtaRequest(id),
    searchParams,
  ]);
  if (!answer.ok && answer.error.status === 404) notFound();
  return (
    <DashboardFrame lang={lang}>
      <Link href="/dashboard/rta-test-requests" className={styles.cardLink}>
        {t('back')}
      </Link>
      {!answer.ok ? (
        <p role="alert">{t('failures.details')}</p>
      ) : (
        <>
          {query.filed === '1' ? (
            <p role="status">
              {t('filed')}
              <FlashToast kind="success" title={t('filed')} />
            </p>
          ) : null}
          <h1 className={styles.title}>{t('itemTitle', { test: t(`types.${answer.value.testType}`) })}</h1>
          <p>
            <RequestStatus request={answer.value} />
          </p>
          <h2>{t('datesLegend')}</h2>
          <RequestDays request={answer.value} />
          {answer.value.note ? (
            <p className={rta.meta} dir="auto">
              {answer.value.note}
            </p>
          ) : null}
          <h2>{t('answerTitle')}</h2>
          <p role="status">
            {!answer.value.answer
              ? t('awaiting')
              : answer.value.answer.chosenDate
                ? t('scheduledOn', { date: formatDay(answer.value.answer.chosenDate) })
                : t.rich('declinedBecause', { reason: answer.value.answer.reason ?? '', text: (words) => <bdi>{words}</bdi> })}
          </p>
          <h2>{t('threadTitle')}</h2>
          {answer.value.comments.length === 0 ? (
            <p>{t('noComments')}</p>
          ) : (
            <ol className={rta.thread}>
              {answer.value.comments.map((c) => (
                <li key={c._id} className={c.author === 'centre' ? `${rta.comment} ${rta.centre}` : rta.comment}>
                  <p className={rta.meta}>
                    {t(c.author === 'centre' ? 'fromCentre' : 'fromYou')} · <DateTime instant={c.createdAt} lang={lang} />
                  </p>
                  <p dir="auto">{c.message}</p>
                </li>
              ))}
            </ol>
          )}
          <RtaCommentForm requestId={answer.value._id} action={commentRtaRequestAction} />
        </>
      )}
    </DashboardFrame>
  );
}
