'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { toast } from '@/lib/toast';
import { orderFields, type CourseOrder } from '@/lib/onboarding/course-order';
import { initiatePaymentAction, type PaymentState, type VerifyState } from '@/lib/payments/actions';
import { trackPurchase } from '@/lib/analytics';
import { acquirePaymentLock, releasePaymentLock } from './payment-lock';
import { PaymentFailure, type Failure } from './payment-failure';
import { PaymentFrame } from './payment-frame';
import { usePaymentLock } from './use-payment-lock';
import { usePaymentReturn } from './use-payment-return';
import styles from './payment-panel.module.css';

type Status = 'idle' | 'sending' | 'initiated' | 'processing' | 'verifying' | 'locked' | 'paid';

/**
 * Complete Payment (R§4): Online (default) or At Firstdrive Center, then 'proceed to pay'. Online
 * opens the gateway's card page in a frame; the gateway sends the learner back to /payment/redirect
 * inside the frame, which tells this window the order; this window verifies it. A failure closes the
 * frame and leaves the learner where they were, every choice kept, with the reason; the next attempt
 * is a retry (R§4). One browser tab handles a payment at a time (R§2, payment-lock.ts).
 */
export function PaymentPanel({
  payableFils,
  order,
  initialMethod,
  retry,
  methods = ['online', 'edsCenter'],
  busy = false,
  changing = () => busy,
  settled = 0,
  purpose = 'course',
  items = [],
  title,
  failure = null,
  onPaying,
}: {
  payableFils: number;
  /** the course as the learner sees it (purpose 'course'): what R§3's initiation names */
  order?: CourseOrder;
  initialMethod: 'online' | 'edsCenter';
  retry: boolean;
  /** what is paid for: the course, additional fees or elite add-ons (the API prices each) */
  purpose?: 'course' | 'additional' | 'elite';
  /** the fees or add-ons chosen */
  items?: readonly string[];
  /** the panel's heading, when a page has more than one */
  title?: string;
  /** later stages are paid online only (the centre collects what a learner registered to pay there) */
  methods?: readonly ('online' | 'edsCenter')[];
  /** the plan is changing: the amount is about to change too */
  busy?: boolean;
  /** whether a change to the amount is on its way: 'proceed' waits for it, then pays the new amount */
  changing?: () => boolean;
  /** grows each time the changes on their way have all landed */
  settled?: number;
  /** the last attempt failed (known from the API's stage when the page loaded) */
  failure?: Failure | null;
  /** whether the learner is paying now (the frame open, the answer being checked): the wizard's stepper follows */
  onPaying?: (paying: boolean) => void;
}) {
  const t = useTranslations('payment');
  const [method, setMethod] = useState(methods.includes(initialMethod) ? initialMethod : methods[0]!);
  const [status, setStatus] = useState<Status>('idle');
  const [failed, setFailed] = useState<Failure | null>(failure);
  const [retryNext, setRetryNext] = useState(retry || Boolean(failure));
  const [queued, setQueued] = useState(false);
  const [paid, setPaid] = useState('');
  // the one form pattern: nothing typed to check here, the amount and the order are what is on screen
  const {
    state,
    pending,
    send: pay,
  } = useActionButton<PaymentState>({
    action: initiatePaymentAction,
    // the thank-you page (paid at the centre) or the login page (R§8 'User has already done payment')
    fullLoad: true,
    onDone: (answer) => (answer.redirectTo ? releasePaymentLock() : answer.paymentUrl ? setStatus('initiated') : undefined),
    onFailed: () => {
      releasePaymentLock();
      setStatus('idle');
    },
  });
  const titleId = useId();
  const paying = status === 'initiated' || status === 'processing' || status === 'verifying' || status === 'paid';
  useEffect(() => onPaying?.(paying), [onPaying, paying]);
  usePaymentLock(status !== 'idle' && status !== 'locked');

  // What 'proceed' sends is read when it is sent, so a queued tap pays the amount shown by then.
  const latest = useRef({ payableFils, order, method, retryNext, items, purpose });
  latest.current = { payableFils, order, method, retryNext, items, purpose };

  const settle = (shown: VerifyState, orderId: string, announced: boolean) => {
    releasePaymentLock();
    if (shown.ok) {
      toast.success(shown.title, { description: shown.text });
      // R§7: the purchase value and the conversion, through the one analytics module
      trackPurchase({ orderId, amountFils: latest.current.payableFils });
    } else if (!announced) toast.error(shown.title, { description: shown.text });
    // the thank-you page (a toast does not outlive a page load: a moment to read it first)
    if (shown.ok && shown.redirectTo) {
      // the frame closes with the answer; no 'in progress' page left on screen while the next one loads
      setPaid(`${shown.title}: ${shown.text}`);
      setStatus('paid');
      window.setTimeout(() => window.location.assign(shown.redirectTo!), 1500);
      return;
    }
    if (shown.redirectTo) return void window.location.assign(shown.redirectTo);
    // R§4: back to choosing with everything kept; the frame closes at once, the next attempt is a retry
    setFailed({ title: shown.title, text: shown.text, ...(shown.reason ? { reason: shown.reason } : {}), retry: Boolean(shown.errorPage) });
    setRetryNext(true);
    setStatus('idle');
  };

  usePaymentReturn(state.orderId, settle, () => setStatus('verifying'));

  const send = () => {
    const now = latest.current;
    if (now.payableFils <= 0) return;
    if (!acquirePaymentLock()) return setStatus('locked');
    setFailed(null);
    setStatus('sending');
    pay({
      purpose: now.purpose,
      items: now.items.join(','),
      method: now.method,
      retry: now.retryNext ? '1' : '0',
      amountFils: String(now.payableFils),
      // the course's own fields, its amount for payment (R§9) included
      ...(now.purpose === 'course' && now.order ? orderFields(now.order) : {}),
    });
  };

  // a tap while the amount is changing is kept, and sent once the change has landed
  useEffect(() => {
    if (queued && !busy && !changing()) {
      setQueued(false);
      send();
    }
    // send reads the latest values itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, busy, settled]);

  const proceed = () => (busy || changing() ? setQueued(true) : send());
  const waiting = pending || queued || status === 'sending';
  const frameOpen = (status === 'initiated' || status === 'processing' || status === 'verifying') && state.paymentUrl;
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h3 id={titleId} className={styles.title}>
        {title ?? t('title')}
      </h3>
      {status === 'paid' ? (
        <p role="status" className={styles.status}>
          {paid}
        </p>
      ) : !frameOpen ? (
        <>
          <PaymentFailure failure={failed} />
          <fieldset className={styles.methods}>
            <legend className={styles.legend}>{t('methodLabel')}</legend>
            {methods.map((value) => (
              <label key={value} className={styles.method}>
                <input type="radio" name={`${titleId}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} />
                <span>{t(`methods.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className={styles.pay}
            disabled={payableFils <= 0 || waiting || (purpose !== 'course' && items.length === 0)}
            aria-busy={waiting || busy || undefined}
            onClick={proceed}
          >
            {t('proceed')}
          </button>
          {payableFils <= 0 ? <p className={styles.hint}>{t('nothingToPay')}</p> : null}
          {status === 'locked' ? <FormAlert message={t('anotherTab')} /> : null}
          <FormAlert message={state.formError} />
        </>
      ) : (
        <PaymentFrame
          src={state.paymentUrl ?? ''}
          phase={status === 'verifying' ? 'verifying' : status === 'processing' ? 'open' : 'loading'}
          onLoaded={() => setStatus((s) => (s === 'initiated' ? 'processing' : s))}
        />
      )}
    </section>
  );
}
