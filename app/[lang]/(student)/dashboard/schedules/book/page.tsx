import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { bookHref, readBookQuery } from '@/components/schedules/book-query';
import { CustomStep } from '@/components/schedules/custom-step';
import { PracticalStep } from '@/components/schedules/practical-step';
import { RangeStep } from '@/components/schedules/range-step';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { scheduleConfig } from '@/lib/schedules/config';
import { SCHEDULE_ID, scheduleDetails } from '@/lib/schedules/details';
import { scheduleFailureText } from '@/lib/schedules/failures';
import { formatDay, formatTime } from '@/lib/domain/dates';
import { bookScheduleAction } from './actions';
import styles from '../../dashboard.module.css';
import list from '@/components/schedules/schedules.module.css';

// /{lang}/dashboard/schedules/book?kind=… – booking (D§4, D§7): the kinds the learner's course offers
// as tabs, an unpaid kind pointing to Payments (R§8), each kind's steps rendered on the server from
// the query string, and the confirm step's Book button posting to a server action. With
// ?reschedule={id} it rebooks a session the centre marked for reschedule: the steps carry the id and
// the booking replaces that session (rescheduleOf).

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = unindexedPageMetadata('schedules');

export default async function BookSchedulePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, config, raw] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'schedules' }),
    scheduleConfig(),
    searchParams,
  ]);
  const tRoot = await getTranslations({ locale: lang });
  const asked = readBookQuery(raw);
  // a rebooking: only of a session of the learner's that the centre marked for reschedule, in its own kind
  const replaced = asked.reschedule && SCHEDULE_ID.test(asked.reschedule) ? await scheduleDetails(asked.reschedule) : null;
  const rebooking = replaced?.ok && replaced.value.status === 'MARKED_FOR_RESCHEDULE' ? replaced.value : null;
  const query = rebooking ? { ...asked, kind: rebooking.kind } : { ...asked, reschedule: undefined };
  // the kinds the learner's course offers: a stage opens them; VIP only on a VIP course
  const offered = config.ok ? config.value.kinds.filter((k) => k.stageId !== null && (k.kind !== 'vip' || config.value.courseType.isVipCourse)) : [];
  const kinds = rebooking ? offered.filter((k) => k.kind === rebooking.kind) : offered;
  const active = kinds.find((k) => k.kind === query.kind) ?? kinds.find((k) => k.paid) ?? kinds[0];
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('bookTitle')}</h1>
      {!config.ok ? (
        <p role="alert">{scheduleFailureText('config', config.error, tRoot)}</p>
      ) : !active ? (
        <p role="status">{t('noKinds')}</p>
      ) : (
        <>
          <nav aria-label={t('kindsLabel')}>
            <ul className={list.kinds}>
              {kinds.map((k) => (
                <li key={k.kind}>
                  <Link
                    href={bookHref({ kind: k.kind, reschedule: query.reschedule })}
                    className={list.kindTab}
                    aria-current={k.kind === active.kind ? 'page' : undefined}
                  >
                    {t(`kind.${k.kind}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2>{t(`kind.${active.kind}`)}</h2>
          {rebooking ? (
            <p role="status" className={list.notice}>
              {t('rebookNotice', {
                kind: t(`kind.${rebooking.kind}`),
                date: `${formatDay(rebooking.startsAt)} ${formatTime(rebooking.startsAt, lang)}`,
              })}
            </p>
          ) : null}
          {!active.paid ? (
            <p role="alert" className={list.notice}>
              {/* an unpaid kind is paid for on the payment page, not read about in the history */}
              {t('feesUnpaid')}{' '}
              <PaymentPageLink lang={lang} path="/dashboard/payment">
                {t('paymentsLink')}
              </PaymentPageLink>
            </p>
          ) : active.kind === 'practical' || active.kind === 'vip' ? (
            <PracticalStep lang={lang} config={config.value} query={{ ...query, kind: active.kind }} action={bookScheduleAction} />
          ) : active.kind === 'custom' ? (
            <CustomStep lang={lang} config={config.value} query={query} action={bookScheduleAction} />
          ) : (
            <RangeStep lang={lang} config={config.value} kind={active.kind} query={query} action={bookScheduleAction} />
          )}
        </>
      )}
      <p>
        <Link href="/dashboard/schedules" className={styles.cardLink}>
          {t('back')}
        </Link>
      </p>
    </DashboardFrame>
  );
}
