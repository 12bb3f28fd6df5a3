import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StudentHeaderActions } from '@/components/layout/student-header-actions';
import { PlanEditor } from '@/components/onboarding/plan-editor';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { getStudentCourse } from '@/lib/upstream/onboarding';
import { attempt } from '@/lib/upstream/result';
import styles from '../dashboard.module.css';

// /{lang}/dashboard/payment – a registered learner pays for later stages (R§4 'Course load for later
// payment'): the unpaid milestones by level, the amount itemised, the card frame. Rendered with its data.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('paymentPage');

export default async function PaymentPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, course] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'paymentPage' }),
    attempt(() => getStudentCourse()),
  ]);
  const unpaid = course.ok ? course.value.plan.milestones.filter((m) => !m.paid).length : 0;
  return (
    <>
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className="container">
          <h1 className={styles.title}>{t('title')}</h1>
          {!course.ok ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : !course.value.laterPayment ? (
            <p role="status">{t('notRegistered')}</p>
          ) : unpaid === 0 ? (
            <p role="status">{t('allPaid')}</p>
          ) : (
            <>
              <p className={styles.lead}>{t('lead')}</p>
              <PlanEditor initial={course.value} promotions={[]} lang={lang} />
            </>
          )}
          <Link href="/dashboard" className={styles.cardLink}>
            {t('back')}
          </Link>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}
