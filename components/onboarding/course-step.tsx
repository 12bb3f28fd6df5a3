import { getTranslations } from 'next-intl/server';
import { COURSE_TABS, groupByTab, TAB_INDEX, type CourseTab } from '@/lib/domain/course-tabs';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { CoursePlan } from '@/lib/upstream/schemas/onboarding';
import { CourseCard } from './course-card';
import styles from './course-step.module.css';

/**
 * Step 2, Course Type (R§4, R§9): the courses for the learner's licence in the three tabs. The tab is
 * in the address (?tab=1|2|4, the spec's indexes), so a reload or a language switch keeps it and it
 * works before JavaScript.
 */
export async function CourseStep({
  lang,
  courses,
  tabIndex,
  chosen,
}: {
  lang: Locale;
  courses: CoursePlan[];
  tabIndex?: string;
  chosen?: { code: string; typeId: string };
}) {
  const t = await getTranslations({ locale: lang, namespace: 'course' });
  const groups = groupByTab(courses);
  if (!groups.length) return <p role="status">{t('none')}</p>;
  const wanted = COURSE_TABS.find((tab) => String(TAB_INDEX[tab]) === tabIndex);
  const current: CourseTab = groups.some((g) => g.tab === wanted) ? wanted! : groups[0]!.tab;
  const shown = groups.find((g) => g.tab === current)!;
  return (
    <section aria-labelledby="course-step-title" className={styles.step}>
      <h2 id="course-step-title" className={styles.title}>
        {t('title')}
      </h2>
      <nav aria-label={t('tabsLabel')} className={styles.tabs}>
        {groups.map(({ tab, courses: list }) => (
          <a
            key={tab}
            href={localePath(lang, '/signup/onboard', { ...(chosen ? { change: 'course' } : {}), tab: String(TAB_INDEX[tab]) })}
            aria-current={tab === current ? 'page' : undefined}
            className={styles.tab}
          >
            {t(`tabs.${tab}`)} <span className={styles.count}>({list.length.toLocaleString(lang === 'ar' ? 'ar-AE' : 'en-AE')})</span>
          </a>
        ))}
      </nav>
      <p className={styles.tabLead}>{t(`tabLead.${current}`)}</p>
      <div className={styles.grid}>
        {shown.courses.map((plan) => (
          <CourseCard
            key={`${plan.course.code}-${plan.courseTypeId}`}
            plan={plan}
            lang={lang}
            chosen={chosen?.code === plan.course.code && chosen.typeId === plan.courseTypeId}
          />
        ))}
      </div>
      <p className={styles.note}>{t('guarantee')}</p>
    </section>
  );
}
