import { getTranslations } from 'next-intl/server';
import type { AppError } from '@/lib/errors/app-error';
import type { ErrorCode } from '@/lib/errors/codes';
import { errorText } from '@/lib/errors/text';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import type { Locale } from '@/lib/i18n/routing';
import type { PaymentLink } from '@/lib/upstream/payment-links';
import { PayButton } from './pay-button';
import styles from './payment-link.module.css';

interface Props {
  lang: Locale;
  link: { ok: true; value: PaymentLink } | { ok: false; error: AppError };
  /** the code a Pay now attempt came back with */
  failed: ErrorCode | null;
  pay: () => Promise<void>;
}

/** A payment link as its payer sees it: what, how much, until when, and Pay now; or why it cannot be paid. */
export async function PaymentLinkView({ lang, link, failed, pay }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'paymentLink' });
  if (!link.ok) {
    if (link.error.code === 'not_found') {
      return (
        <p role="alert" className={styles.alert}>
          {t('notFound')}
        </p>
      );
    }
    // R§8 'Payment-link check failure': titled Error, 'Error in payment link'
    return (
      <p role="alert" className={styles.alert}>
        <strong className={styles.alertTitle}>{t('errorTitle')}</strong>
        {t('errorInLink')}
      </p>
    );
  }
  const { status, amountFils, description, expiresAt, learnerFirstName } = link.value;
  if (status !== 'open') {
    return (
      <p role={status === 'paid' ? 'status' : 'alert'} className={status === 'paid' ? styles.status : styles.alert}>
        {t(status)}
      </p>
    );
  }
  const root = await getTranslations({ locale: lang });
  const refusal = failed ? (failed.startsWith('link_') ? errorText({ code: failed, message: '' }, root) : t('payFailed')) : null;
  return (
    <>
      {refusal ? (
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
      ) : null}
      <p className={styles.lead}>{t('greeting', { name: learnerFirstName })}</p>
      <dl className={styles.details}>
        <dt>{t('description')}</dt>
        <dd>{description[lang]}</dd>
        <dt>{t('amount')}</dt>
        <dd className={styles.amount}>
          <Money fils={amountFils} lang={lang} />
        </dd>
        <dt>{t('expires')}</dt>
        <dd>
          <DateTime instant={expiresAt} lang={lang} />
        </dd>
      </dl>
      <form action={pay}>
        <PayButton label={t('payNow')} busyLabel={t('opening')} />
      </form>
      <p className={styles.note}>{t('secureNote')}</p>
    </>
  );
}
