import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PlanEditor } from '@/components/onboarding/plan-editor';
import { AdditionalFees } from '@/components/payment/additional-fees';
import { EliteAddons } from '@/components/payment/elite-addons';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { getStudentCourse } from '@/lib/upstream/onboarding';
import { listAdditionalFees, listEliteAddons } from '@/lib/upstream/payments';
import { attempt } from '@/lib/upstream/result';
import styles from '../dashboard.module.css';

// /{lang}/dashboard/payment – what a registered learner pays after registration, each in the same
// card frame: later stages (R§4 'Course load for later payment'), additional fees the centre raised
// (R§3) and elite add-ons (R§4). Rendered with its data: the three reads go out together.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('paymentPage');

export default async function PaymentPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, course, fees, addons] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'paymentPage' }),
    attempt(() => getStudentCourse()),
    attempt(() => listAdditionalFees()),
    attempt(() => listEliteAddons()),
  ]);
  const unpaid = course.ok ? course.value.plan.milestones.filter((m) => !m.paid).length : 0;
  // A learner still registering has no course yet (the API's 409 stage_out_of_order): the way on is the wizard.
  const notRegistered = (
    <p role="status">
      {t('notRegistered')}{' '}
      <PaymentPageLink lang={lang} path="/signup/onboard">
        {t('finishRegistration')}
      </PaymentPageLink>
    </p>
  );
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <section aria-labelledby="stages-title">
        <h2 id="stages-title" className={styles.sectionTitle}>
          {t('stagesTitle')}
        </h2>
        {!course.ok ? (
          course.error.code === 'stage_out_of_order' ? (
            notRegistered
          ) : (
            <p role="alert">{t('loadFailed')}</p>
          )
        ) : !course.value.laterPayment ? (
          notRegistered
        ) : unpaid === 0 ? (
          <p role="status">{t('allPaid')}</p>
        ) : course.value.modeOfPayment === 'edsCenter' ? (
          <p role="status">{t('atCentre')}</p>
        ) : (
          <>
            <p className={styles.lead}>{t('lead')}</p>
            <PlanEditor initial={course.value} promotions={[]} lang={lang} />
          </>
        )}
      </section>
      {fees.ok ? <AdditionalFees fees={fees.value} lang={lang} /> : <p role="alert">{t('loadFeesFailed')}</p>}
      {!addons.ok ? <p role="alert">{t('loadAddonsFailed')}</p> : addons.value.length > 0 ? <EliteAddons addons={addons.value} lang={lang} /> : null}
      <Link href="/dashboard" className={styles.cardLink}>
        {t('back')}
      </Link>
    </DashboardFrame>
  );
}
