import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { CourseProgressCard } from '@/components/learning/course-progress-card';
import { CourseStages } from '@/components/learning/course-stages';
import { skipStageAction } from '@/lib/stages/actions';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { requireStudent } from '@/lib/auth/viewer';
import { courseProgress } from '@/lib/domain/course-progress';
import { courseExams } from '@/lib/exams/test-details';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { redirectUntilRegistered } from '@/lib/onboarding/registration';
import { scheduleSummary } from '@/lib/schedules/summary';
import { getStudentCourse } from '@/lib/upstream/onboarding';
import { attempt } from '@/lib/upstream/result';
import styles from '../dashboard.module.css';
import learning from '@/components/learning/learning.module.css';

// /{lang}/dashboard/courses – the Courses tab (D§2): the learner's course, its parts and stages (paid or
// not, each stage's exams), and the progress made (stages paid, tests passed, practical hours), from
// what the API already answers (course, student/course/exams/, schedule/summary), read side by side and
// rendered on the server with no script of its own.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('courses');

export default async function CoursesPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, course, exams, summary] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'courses' }),
    attempt(() => getStudentCourse()),
    courseExams(),
    scheduleSummary(),
    redirectUntilRegistered(lang),
  ]);
  const examList = exams.ok ? exams.value : null;
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {!course.ok ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : !course.value.laterPayment ? (
        <p role="status">
          {t('noCourse')}{' '}
          <PaymentPageLink lang={lang} path="/signup/onboard">
            {t('finishRegistration')}
          </PaymentPageLink>
        </p>
      ) : (
        <>
          <section aria-labelledby="course-title" className={`${learning.card} ${learning.section}`}>
            <h2 id="course-title">{course.value.plan.course.name[lang]}</h2>
            <dl className={learning.facts}>
              <dt>{t('courseType')}</dt>
              <dd>{course.value.plan.courseType.name[lang]}</dd>
              <dt>{t('includesTitle')}</dt>
              <dd>
                <ul className={learning.criteria}>
                  {course.value.plan.course.includes.map((line) => (
                    <li key={line.en}>{line[lang]}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </section>
          <CourseProgressCard
            progress={courseProgress({
              milestones: course.value.plan.milestones,
              exams: examList,
              practicalMinutes: summary.ok ? summary.value.practicalMinutes : null,
            })}
          />
          <CourseStages milestones={course.value.plan.milestones} exams={examList} lang={lang} skipAction={skipStageAction} />
          {course.value.balance && course.value.balance.remainingFils > 0 ? (
            <PaymentPageLink lang={lang} path="/dashboard/payment" className={styles.cardLink}>
              {t('payLink')}
            </PaymentPageLink>
          ) : null}{' '}
          <Link href="/dashboard/test-details" className={styles.cardLink}>
            {t('testDetailsLink')}
          </Link>
        </>
      )}
    </DashboardFrame>
  );
}
