'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/components/forms/form-state';
import { logout } from '@/lib/auth/logout';
import { errorText, type Translate } from '@/lib/errors/text';
import { pageLocale } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { checkout, verifyOrder } from '@/lib/payments/checkout';

// The payment step's actions (R§4, R§8). Texts come back in the page's language.

export type PaymentState = FormState & { orderId?: string; paymentUrl?: string | null };

export async function initiatePaymentAction(previous: PaymentState, form: FormData): Promise<PaymentState> {
  await assertSameOriginAction();
  const lang = await pageLocale();
  const t = (await getTranslations({ locale: lang })) as unknown as Translate;
  const result = await checkout({
    purpose: form.get('purpose') ?? 'course',
    items: form.get('items') ?? '',
    method: form.get('method'),
    retry: form.get('retry') ?? '0',
    amountFils: form.get('amountFils'),
  });
  const seq = previous.seq + 1;
  if (!result.ok) {
    // R§8: 'User has already done payment' is a toast, then logout with 'Please login again'
    if (result.error.code === 'already_paid') {
      await logout();
      return {
        seq,
        status: 'failed',
        toasts: [t('errors.onboarding.already_paid')],
        redirectTo: localePath(lang, '/auth/login', { reason: 'paid' }),
      };
    }
    return { seq, status: 'failed', errorCode: result.error.code, formError: errorText(result.error, t) };
  }
  if (result.value.status === 'due_at_centre') return { seq, status: 'done', redirectTo: localePath(lang, '/signup/thank-you') };
  return { seq, status: 'done', orderId: result.value.orderId, paymentUrl: result.value.paymentUrl };
}

export type VerifyState = { ok: boolean; title: string; text: string; redirectTo?: string; amountFils?: number };

/** Verify (R§4, R§8): 'Payment Success' / 'Payment completed successfully', else 'Payment failed' / 'Please try again' or the cancel text. */
export async function verifyPaymentAction(orderId: string): Promise<VerifyState> {
  await assertSameOriginAction();
  const lang = await pageLocale();
  const t = (await getTranslations({ locale: lang, namespace: 'payment' })) as unknown as Translate;
  const result = await verifyOrder(orderId);
  if (!result.ok) return { ok: false, title: t('errorTitle'), text: t('somethingWrong') };
  // the registration's payment ends the wizard; what a registered learner pays stays on the dashboard (R§2)
  const { kind, isSuccess, status, responseText } = result.value;
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
  const text = responseText === 'Transaction has been cancelled' ? t('cancelled') : t('failedText');
  // R§8: additional fees and add-ons say 'Payment Failed' with the response text
  const title = kind === 'additional' || kind === 'elite' ? t('failedTitleExtra') : t('failedTitle');
  return {
    ok: false,
    title,
    text,
    redirectTo: dashboard ? localePath(lang, '/dashboard/payment/error', { order: orderId }) : localePath(lang, '/signup/onboard'),
  };
}
