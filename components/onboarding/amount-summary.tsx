'use client';

import { useTranslations } from 'next-intl';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { Money } from '@/components/ui/money';
import styles from './plan-step.module.css';

/**
 * What this payment asks for, itemised (R§9 formula): centre fees and RTA fees apart, VAT on the
 * centre's part after the discount, the promotion, the referral, the wallet, what is paid now and
 * what remains for later stages. Every figure is the API's.
 */
export function AmountSummary({ course, lang, busy }: { course: StudentCourse; lang: 'en' | 'ar'; busy: boolean }) {
  const t = useTranslations('plan');
  const q = course.quote;
  const covered = course.plan.milestones.filter((m) => course.selectedMilestoneIds.includes(m._id));
  const row = (label: string, fils: number, minus = false) => (
    <div key={label} className={styles.row}>
      <dt>{label}</dt>
      <dd>
        {minus && fils > 0 ? <span aria-hidden="true">− </span> : null}
        <Money fils={fils} lang={lang} />
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="amount-title" aria-busy={busy || undefined} className={styles.summary}>
      <h3 id="amount-title" className={styles.summaryTitle}>
        {t('amountTitle')}
      </h3>
      <p className={styles.covers}>{t('covers', { milestones: covered.map((m) => m.name[lang]).join(lang === 'ar' ? '، ' : ', ') })}</p>
      <dl className={styles.lines}>
        {row(t('centreFees'), q.centreFils)}
        {q.discountFils > 0 ? row(t('discount', { code: course.promotion?.publicPromoCode ?? '' }), q.discountFils, true) : null}
        {row(t('vat'), q.vatFils)}
        {row(t('rtaFees'), q.rtaFils)}
        {row(t('subtotal'), q.totalWithDiscountFils)}
        {q.referralFils > 0 ? row(t('referral'), q.referralFils, true) : null}
        {q.walletFils > 0 ? row(t('wallet'), q.walletFils, true) : null}
        <div className={`${styles.row} ${styles.payable}`}>
          <dt>{t('payable')}</dt>
          <dd>
            <Money fils={q.payableFils} lang={lang} />
          </dd>
        </div>
        {course.remainingAfterFils > 0 ? row(t('remaining'), course.remainingAfterFils) : null}
      </dl>
      <p className={styles.hint}>{t('guarantee')}</p>
    </section>
  );
}
