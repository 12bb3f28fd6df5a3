import { getTranslations } from 'next-intl/server';
import { vipHours } from '@/lib/domain/course-tabs';
import { formatAed } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';
import type { CoursePlan } from '@/lib/upstream/schemas/onboarding';
import { ChooseCourseButton } from './choose-course-button';
import { Money } from '@/components/ui/money';
import styles from './course-step.module.css';

/** One course with one course type: what it includes, its per-hour price and its total, itemised. */
export async function CourseCard({ plan, lang, chosen }: { plan: CoursePlan; lang: Locale; chosen: boolean }) {
  const t = await getTranslations({ locale: lang, namespace: 'course' });
  const name = plan.course.name[lang];
  const vip = vipHours(plan.courseType.code);
  const headingId = `course-${plan.course.code}-${plan.courseType.code}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-chosen={chosen || undefined}>
      <header className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {name}
        </h3>
        {/* The VIP hours once: the type's own name already says them ("VIP 10 hours · VIP 10 hours"). */}
        <p className={styles.type}>{vip ? t(vip.normal ? 'vipNormalHours' : 'vipHours', { hours: vip.hours }) : plan.courseType.name[lang]}</p>
      </header>
      <p className={styles.perHour}>{t('perHour', { price: formatAed(plan.perHourPriceFils, lang) })}</p>
      <ul className={styles.includes} aria-label={t('includes')}>
        {plan.course.includes.map((line) => (
          <li key={line.en}>{line[lang]}</li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('centreFees')}</dt>
          <dd>
            <Money fils={plan.amount.centreFils} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{t('vat')}</dt>
          <dd>
            <Money fils={plan.amount.vatFils} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{t('rtaFees')}</dt>
          <dd>
            <Money fils={plan.amount.rtaFils} lang={lang} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd>
            <Money fils={plan.amount.totalWithDiscountFils} lang={lang} />
          </dd>
        </div>
      </dl>
      <ChooseCourseButton
        courseCode={plan.course.code}
        courseType={plan.courseTypeId}
        courseName={`${name} – ${plan.courseType.name[lang]}`}
        chosen={chosen}
      />
    </article>
  );
}
