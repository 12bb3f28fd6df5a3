import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { RequestDays, RequestStatus } from '@/components/rta-test-requests/request-days';
import { RtaRequestForm } from '@/components/rta-test-requests/request-form';
import { DateTime } from '@/components/ui/date-time';
import { requireStudent } from '@/lib/auth/viewer';
import { todayIn } from '@/lib/domain/dates';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { createRtaRequestAction } from '@/lib/rta-test-requests/actions';
import { myRtaRequests } from '@/lib/rta-test-requests/read';
import styles from '../dashboard.module.css';
import rta from '@/components/rta-test-requests/rta.module.css';

// /{lang}/dashboard/rta-test-requests – RTA test requests (issue 27, D§3, D§7 "create, view-all"): the
// form to file one with up to three preferred days, then the learner's requests, newest first, each
// opening its page with the centre's answer and the thread. Rendered on the server with its data.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('rtaRequests');

export default async function RtaRequestsPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, requests] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'rtaRequests' }), myRtaRequests()]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <RtaRequestForm action={createRtaRequestAction} today={todayIn({ now: new Date() })} />
      <h2>{t('listTitle')}</h2>
      {!requests.ok ? (
        <p role="alert">{t('failures.list')}</p>
      ) : requests.value.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <ul className={rta.list}>
          {requests.value.map((request) => (
            <li key={request._id} className={rta.item}>
              <Link href={`/dashboard/rta-test-requests/${request._id}`}>{t('itemTitle', { test: t(`types.${request.testType}`) })}</Link>{' '}
              <RequestStatus request={request} />
              <RequestDays request={request} />
              <p className={rta.meta}>
                {t('filedAt')} <DateTime instant={request.createdAt} lang={lang} />
                {request.commentCount ? ` · ${t('commentCount', { count: request.commentCount })}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardFrame>
  );
}
