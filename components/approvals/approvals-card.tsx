import { useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import type { Locale } from '@/lib/i18n/routing';
import type { Approvals } from '@/lib/upstream/schemas/approvals';
import { DecisionForm, type DecisionAction } from './decision-form';
import styles from './approvals.module.css';

/**
 * The dashboard's approvals (D§3, D§4, D§7): the NOC the centre asked for (approve it to book practical
 * classes) and the additional training it offered (Approve adds its price to the balance; Reject charges
 * nothing). Decided offers stay listed with what the decision did. Nothing shows when neither exists.
 */
export function ApprovalsCard({
  approvals,
  lang,
  trainingAction,
  nocAction,
}: {
  approvals: Approvals;
  lang: Locale;
  trainingAction: DecisionAction;
  nocAction: DecisionAction;
}) {
  const t = useTranslations('approvals');
  const { noc, additionalTraining } = approvals;
  if (!noc && additionalTraining.length === 0) return null;
  return (
    <>
      {noc ? (
        <section aria-labelledby="noc-title" className={styles.card}>
          <h2 id="noc-title">{t('nocTitle')}</h2>
          {noc.status === 'pending' ? (
            <>
              <p>{t('nocPending', { sponsor: noc.sponsorName })}</p>
              <p role="status" className={styles.pending}>
                {t('nocStatusPending')}
              </p>
              <DecisionForm values={{ confirm: 'yes' }} action={nocAction} label={t('approveNoc')} />
            </>
          ) : (
            <p role="status" className={styles.approved}>
              {t('nocStatusApproved')} <DateTime instant={noc.approvedAt ?? noc.requestedAt} lang={lang} />
            </p>
          )}
        </section>
      ) : null}
      {additionalTraining.length ? (
        <section aria-labelledby="training-title" className={styles.card}>
          <h2 id="training-title">{t('trainingTitle')}</h2>
          <ul className={styles.offers}>
            {additionalTraining.map((o) => {
              const what = t('trainingWhat', { quantity: o.quantity, name: o.name[lang] });
              return (
                <li key={o._id} className={styles.offer}>
                  <p className={styles.what}>{what}</p>
                  <p dir="auto">{o.reason}</p>
                  <p>
                    {t('trainingPrice')} <Money fils={o.totalFils} lang={lang} />
                  </p>
                  {o.status === 'pending' ? (
                    <div className={styles.actions}>
                      <DecisionForm
                        values={{ additionalTrainingId: o._id, isApproved: 'true' }}
                        action={trainingAction}
                        label={t('approve')}
                        ariaLabel={t('approveFor', { what })}
                      />
                      <DecisionForm
                        values={{ additionalTrainingId: o._id, isApproved: 'false' }}
                        action={trainingAction}
                        label={t('reject')}
                        ariaLabel={t('rejectFor', { what })}
                        variant="secondary"
                      />
                    </div>
                  ) : (
                    <p role="status" className={o.status === 'approved' ? styles.approved : styles.rejected}>
                      {o.status === 'approved'
                        ? o.feeStatus === 'paid'
                          ? t('trainingPaid')
                          : t('trainingApprovedDue')
                        : t('trainingRejectedStatus')}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
