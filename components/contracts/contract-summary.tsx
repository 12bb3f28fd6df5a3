import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/domain/dates';
import { formatAed } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';
import type { ContractStatus } from '@/lib/upstream/schemas/contracts';
import styles from './contract-request.module.css';

/** The contract as the page shows it: number, parties, course, the agreed fees (the API's lines and totals) and the terms. */
export async function ContractSummary({ status, lang }: { status: ContractStatus; lang: Locale }) {
  const t = await getTranslations({ locale: lang, namespace: 'contractRequest' });
  const doc = status.contract;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('number')}</dt>
        <dd>
          <bdi dir="ltr">{doc.documentNumber}</bdi>
        </dd>
        <dt>{t('issued')}</dt>
        <dd>
          <bdi dir="ltr">{formatDay(doc.issuedAt)}</bdi>
        </dd>
        <dt>{t('learner')}</dt>
        <dd>{doc.learner.name}</dd>
        <dt>{t('centre')}</dt>
        <dd>{doc.centre.name[lang]}</dd>
        {doc.details.courseName ? (
          <>
            <dt>{t('course')}</dt>
            <dd>{doc.details.courseName[lang]}</dd>
          </>
        ) : null}
      </dl>
      <h2>{t('fees')}</h2>
      <ul className={styles.lines}>
        {doc.lines.map((line, i) => (
          <li key={i}>
            <span>
              {line.name[lang]}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span className={styles.amount}>{formatAed(line.totalFils, lang)}</span>
          </li>
        ))}
        <li>
          <span>{t('vat')}</span>
          <span className={styles.amount}>{formatAed(doc.totals.vatFils, lang)}</span>
        </li>
        <li className={styles.total}>
          <span>{t('total')}</span>
          <span className={styles.amount}>{formatAed(doc.totals.totalFils, lang)}</span>
        </li>
      </ul>
      <h2>{t('terms')}</h2>
      <ol className={styles.terms}>
        {(doc.details.paragraphs?.[lang] ?? []).map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ol>
    </>
  );
}
