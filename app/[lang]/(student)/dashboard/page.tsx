import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ApprovalsCard } from '@/components/approvals/approvals-card';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { MoreClientMessages } from '@/components/providers/client-intl';
import { approveNocAction, verifyTrainingAction } from '@/lib/approvals/actions';
import { Money } from '@/components/ui/money';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { RenewalPrompt } from '@/components/renewals/renewal-prompt';
import { ScheduleItem } from '@/components/schedules/schedule-item';
import { requireStudent } from '@/lib/auth/viewer';
import { documentsProgress } from '@/lib/domain/documents';
import { Link } from '@/lib/i18n/navigation';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { redirectUntilRegistered } from '@/lib/onboarding/registration';
import { requestRenewalAction } from '@/lib/renewals/actions';
import { listUpcoming } from '@/lib/schedules/list';
import { getApprovals } from '@/lib/upstream/approvals';
import { getDocuments } from '@/lib/upstream/documents';
import { getStudentCourse } from '@/lib/upstream/onboarding';
import { listAdditionalFees } from '@/lib/upstream/payments';
import { getRenewedDate } from '@/lib/upstream/renewals';
import { attempt } from '@/lib/upstream/result';
import type { CourseBalance, StudentCourse } from '@/lib/upstream/schemas/onboarding';
import styles from './dashboard.module.css';
import sessions from '@/components/schedules/schedules.module.css';

// /{lang}/dashboard – the learner's course at a glance: stages paid and unpaid, the balance itemised,
// fees due, the approvals waiting on the learner (NOC, additional training), the upcoming sessions (D§2:
// only SCHEDULED ones) and D§8's renewal prompts for an expired or expiring RTA file or learning permit.
// Rendered on the server with its data (the reads go out together); the only scripts are the small
// approval and 'Request renewal' forms, which post without them too.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('dashboard');

export default async function DashboardPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [user, t, ts, course, fees, docs, upcoming, approvals, renewals] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'dashboard' }),
    getTranslations({ locale: lang, namespace: 'schedules' }),
    attempt(() => getStudentCourse()),
    attempt(() => listAdditionalFees()),
    attempt(() => getDocuments()),
    listUpcoming(new Date()),
    attempt(() => getApprovals()),
    attempt(() => getRenewedDate()),
    // read beside the page's data (no waterfall): a learner still registering goes to the wizard
    redirectUntilRegistered(lang),
  ]);
  const progress = docs.ok ? documentsProgress(docs.value) : null;
  const due = fees.ok ? fees.value.filter((f) => f.status === 'due').length : 0;
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.welcome}>{t('welcome', { name: user.name })}</p>
      {/* a failed read leaves the prompt out: booking still refuses on an expired document */}
      {renewals.ok ? <RenewalPrompt documents={renewals.value.documents} action={requestRenewalAction} /> : null}
      {!course.ok ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : !course.value.laterPayment ? (
        <p role="status">
          {t('notRegistered')}{' '}
          <PaymentPageLink lang={lang} path="/signup/onboard">
            {t('finishRegistration')}
          </PaymentPageLink>
        </p>
      ) : (
        <CourseOverview lang={lang} course={course.value} />
      )}
      {approvals.ok ? (
        // the forms' refusals ('already answered') travel with this page only
        <MoreClientMessages lang={lang} namespaces={['errors.schedule']}>
          <ApprovalsCard approvals={approvals.value} lang={lang} trainingAction={verifyTrainingAction} nocAction={approveNocAction} />
        </MoreClientMessages>
      ) : null}
      {due > 0 ? (
        <p role="status" className={styles.notice}>
          {t('feesDue', { count: due })}{' '}
          <PaymentPageLink lang={lang} path="/dashboard/payment">
            {t('feesLink')}
          </PaymentPageLink>
        </p>
      ) : null}
      <section aria-labelledby="documents-title" className={styles.card}>
        <h2 id="documents-title">{t('documentsTitle')}</h2>
        {progress ? (
          <p>
            {t('documentsProgress', { complete: progress.complete, total: progress.total, approved: progress.approved })}
            {progress.rejected > 0 ? ` ${t('documentsRejected', { count: progress.rejected })}` : ''}
          </p>
        ) : (
          <p role="alert">{t('documentsFailed')}</p>
        )}
        <Link href="/dashboard/documents" className={styles.cardLink}>
          {t('documentsLink')}
        </Link>
      </section>
      <section aria-labelledby="sessions-title" className={styles.card}>
        <h2 id="sessions-title">{t('sessionsTitle')}</h2>
        {!upcoming.ok ? (
          <p role="alert">{ts('failures.list')}</p>
        ) : upcoming.value.length === 0 ? (
          <p className={styles.lead}>{t('noSessions')}</p>
        ) : (
          <ul className={sessions.sessions}>
            {upcoming.value.map((s) => (
              <ScheduleItem key={s._id} schedule={s} lang={lang} />
            ))}
          </ul>
        )}
        <p>
          <Link href="/dashboard/schedules" className={styles.cardLink}>
            {ts('upcomingLink')}
          </Link>
        </p>
      </section>
    </DashboardFrame>
  );
}

async function CourseOverview({ lang, course }: { lang: Locale; course: StudentCourse }) {
  const t = await getTranslations({ locale: lang, namespace: 'dashboard' });
  const { plan } = course;
  return (
    <div className={styles.overview}>
      <section aria-labelledby="course-title" className={styles.card}>
        <h2 id="course-title">{t('courseTitle')}</h2>
        <p className={styles.welcome}>
          {plan.course.name[lang]} · {plan.courseType.name[lang]}
        </p>
        <h3>{t('stagesTitle')}</h3>
        <ol className={styles.stages}>
          {plan.milestones.map((m) => (
            <li key={m._id} className={styles.stage}>
              <span>{m.name[lang]}</span>
              <span className={m.paid ? styles.paid : styles.unpaid}>{m.paid ? t('paid') : t('unpaid')}</span>
            </li>
          ))}
        </ol>
      </section>
      {course.balance ? <BalanceCard lang={lang} balance={course.balance} atCentre={course.modeOfPayment === 'edsCenter'} /> : null}
    </div>
  );
}

/** The API's figures as they are (its ledger): nothing is added up again here. */
async function BalanceCard({ lang, balance, atCentre }: { lang: Locale; balance: CourseBalance; atCentre: boolean }) {
  const t = await getTranslations({ locale: lang, namespace: 'dashboard' });
  const row = (label: string, fils: number, minus = false) => (
    <>
      <dt>{label}</dt>
      <dd>
        {minus ? <span aria-hidden="true">− </span> : null}
        <Money fils={fils} lang={lang} />
      </dd>
    </>
  );
  return (
    <section aria-labelledby="balance-title" className={styles.card}>
      <h2 id="balance-title">{t('balanceTitle')}</h2>
      <dl className={styles.list}>
        {row(t('centreFees'), balance.centreFils)}
        {balance.discountFils > 0 ? row(t('discount'), balance.discountFils, true) : null}
        {row(t('vat'), balance.vatFils)}
        {row(t('rtaFees'), balance.rtaFils)}
        {balance.referralFils > 0 ? row(t('referral'), balance.referralFils, true) : null}
        {row(t('total'), balance.totalFils)}
        {row(t('paidStages', { paid: balance.paidStages, stages: balance.stages }), balance.paidFils)}
        {row(t('remaining'), balance.remainingFils)}
      </dl>
      {balance.remainingFils === 0 ? null : atCentre && balance.dueAtCentreFils > 0 ? (
        <p className={styles.lead}>{t('atCentre')}</p>
      ) : (
        <PaymentPageLink lang={lang} path="/dashboard/payment" className={styles.cardLink}>
          {t('payNow')}
        </PaymentPageLink>
      )}
    </section>
  );
}
