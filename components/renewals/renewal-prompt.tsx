import { useTranslations } from 'next-intl';
import { formatDay } from '@/lib/domain/dates';
import type { Permit } from '@/lib/upstream/schemas/renewals';
import { RenewalRequestForm, type RenewalAction } from './renewal-request-form';
import styles from './renewal-prompt.module.css';

/**
 * D§8's renewal prompts: one line per document the centre says is expired (an alert: booking is blocked)
 * or expiring within its notice days (a status), with the way on: request the renewal, or, once asked,
 * the day to visit the centre and the new expiry. The centre's figures as they are; days DD-MM-YYYY.
 */
export function RenewalPrompt({ documents, action }: { documents: readonly Permit[]; action: RenewalAction }) {
  const t = useTranslations('renewals');
  const due = documents.filter((d) => d.status !== 'valid');
  if (!due.length) return null;
  return (
    <section aria-labelledby="renewals-title" className={styles.prompts}>
      <h2 id="renewals-title" className={styles.title}>
        {t('title')}
      </h2>
      {due.map((d) => {
        const document = t(`documents.${d.type}`);
        const dates = { date: formatDay(d.renewalDate), until: formatDay(d.renewedUntil), document };
        return (
          <div key={d.type} role={d.status === 'expired' ? 'alert' : 'status'} className={d.status === 'expired' ? styles.expired : styles.expiring}>
            <p className={styles.line}>
              {d.status === 'expired'
                ? t('expired', { document, date: formatDay(d.expiresOn) })
                : t('expiring', { document, date: formatDay(d.expiresOn), days: d.daysLeft })}
            </p>
            {d.requestedAt ? (
              <p className={styles.line}>{t('requestedLine', dates)}</p>
            ) : (
              <>
                <p className={styles.line}>{t('offer', dates)}</p>
                <RenewalRequestForm type={d.type} label={t('request')} fullLabel={t('requestFor', { document })} action={action} />
              </>
            )}
          </div>
        );
      })}
    </section>
  );
}
