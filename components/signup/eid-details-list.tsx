'use client';

import { useTranslations } from 'next-intl';
import { findCountry, type Option } from './signup-options';
import type { EidResult } from './eid-details';
import styles from './eid.module.css';

const dmy = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);

/** 'Details from EID': name, gender, date of birth, nationality and ID number as read. */
export function EidDetailsList({ result, countries }: { result: EidResult; countries: readonly Option[] }) {
  const t = useTranslations('eid');
  const to = useTranslations('ui.options');
  const gender = result.gender ? (result.gender.toUpperCase() === 'M' ? to('male') : to('female')) : '';
  const nationality = findCountry(countries, result.nationality)?.label ?? result.nationality;
  const rows: { key: string; label: string; value: string; ltr?: boolean }[] = [
    { key: 'name', label: t('name'), value: result.name },
    { key: 'gender', label: t('gender'), value: gender },
    { key: 'dob', label: t('dob'), value: dmy(result.dob), ltr: true },
    { key: 'nationality', label: t('nationality'), value: nationality },
    { key: 'eidNumber', label: t('eidNumber'), value: result.eidNumber, ltr: true },
  ];
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{!row.value ? <span className={styles.missing}>{t('notRead')}</span> : row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
