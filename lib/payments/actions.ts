'use server';

import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import type { Locale } from '@/lib/i18n/routing';
import { paymentSchema, verifyPaymentSchema } from '@/lib/schemas/payment';
import { localePath } from '@/lib/i18n/paths';
import { checkout, verifyOrder } from '@/lib/payments/checkout';
import type { Initiated, Verified } from '@/lib/upstream/payments';
import { failureWords } from '@/lib/payments/failure-words';

// The payment step's actions (R§4, R§8). Texts come back in the page's language.

export type PaymentState = FormState & { orderId?: string; paymentUrl?: string | null };

/** 'Proceed to pay': the frame opens on the gateway's page, or (paid at the centre) the thank-you page. */
export async function initiatePaymentAction(previous: PaymentState, payload: FormData | Record<string, string>): Promise<PaymentState> {
  return runFormAction<typeof paymentSchema, Initiated, Pick<PaymentState, 'orderId' | 'paymentUrl'>>(previous, payload, {
    schema: paymentSchema,
    run: checkout,
    done: (order, { lang }) =>
      order.status === 'due_at_centre'
        ? { redirectTo: localePath(lang, '/signup/thank-you') }
        : { orderId: order.orderId, paymentUrl: order.paymentUrl },
  });
}

export type VerifyState = {
  ok: boolean;
  title: string;
  text: string;
  /** why it failed, in the page's language (R§4: the learner sees why, and tries again) */
  reason?: string;
  /** where the window goes next (the thank-you pages; the dashboard's error page for fees and add-ons) */
  redirectTo?: string;
  /** a failed order's own page (R§2), for the callback page opened outside the frame */
  errorPage?: string;
};

/** What verifying answers: the outcome rides in `verify`, so the panel shows and times it itself (a toast, then the next page). */
export type VerifyAnswer = FormState & { verify?: VerifyState };

/**
 * Verify (R§4, R§8): 'Payment Success' / 'Payment completed successfully', else 'Payment failed' /
 * 'Please try again' or the cancel text, with the reason. A failed course payment stays where the
 * learner is (R§4: back to Course Selected, every choice kept, the next attempt a retry). When the
 * order cannot be read at all: the form's titled refusal 'Error' / 'Something went wrong! Please try again'.
 */
export async function verifyPaymentAction(previous: VerifyAnswer, payload: FormData | Record<string, string>): Promise<VerifyAnswer> {
  return runFormAction<typeof verifyPaymentSchema, Verified, { verify: VerifyState }>(previous, payload, {
    schema: verifyPaymentSchema,
    run: ({ orderId }) => verifyOrder(orderId),
    done: async (order, { lang, values }) => ({ verify: await verifyState(order, values.orderId!, lang) }),
    failure: (_error, t) => t('payment.errorTitle'),
    failureDetail: (_error, t) => t('payment.somethingWrong'),
  });
}

async function verifyState(order: Verified, orderId: string, lang: Locale): Promise<VerifyState> {
  const t = await getTranslations({ locale: lang, namespace: 'payment' });
  // the registration's payment ends the wizard; what a registered learner pays stays on the dashboard (R§2)
  const { kind, isSuccess, status } = order;
  const dashboard = kind !== 'registration';
  if (isSuccess) {
    return {
      ok: true,
      title: t('successTitle'),
      text: t('successText'),
      redirectTo: localePath(lang, dashboard ? '/dashboard/payment/thank-you' : '/signup/thank-you'),
    };
  }
  if (status === 'initiated') return { ok: false, title: t('pendingTitle'), text: t('pendingText') };
  const words = failureWords(order, t);
  const errorPage = dashboard
    ? localePath(lang, '/dashboard/payment/error', { order: orderId })
    : localePath(lang, '/signup/payment-error', { order: orderId });
  // fees and add-ons go on to their error page (R§8 'Payment Failed' with the response text)
  if (kind === 'additional' || kind === 'elite') return { ok: false, ...words, redirectTo: errorPage, errorPage };
  return { ok: false, ...words, errorPage };
}
