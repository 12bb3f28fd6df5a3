import type { Translate } from '@/lib/errors/text';
import type { Verified } from '@/lib/upstream/payments';

// How a payment that did not go through reads (R§4, R§8), one way for the frame's answer and the
// error pages: 'Payment failed' / 'Please try again', the cancel text when the learner cancelled,
// 'Payment in progress' while the bank has not answered, and why, by the gateway's order status.

const REASONS: Record<string, string> = {
  failure: 'reasons.declined',
  invalid: 'reasons.invalid',
  superseded: 'reasons.superseded',
  refund_due: 'reasons.paidAlready',
};

export interface FailureWords {
  title: string;
  text: string;
  reason?: string;
}

/** `t` reads the `payment` namespace; no order (unknown, not the learner's, unreachable): the generic error. */
export function failureWords(order: Pick<Verified, 'kind' | 'status' | 'cancelled'> | null, t: Translate): FailureWords {
  if (!order) return { title: t('errorTitle'), text: t('somethingWrong') };
  if (order.status === 'initiated') return { title: t('pendingTitle'), text: t('pendingText') };
  const extra = order.kind === 'additional' || order.kind === 'elite';
  const reason = REASONS[order.status];
  return {
    title: extra ? t('failedTitleExtra') : t('failedTitle'),
    text: order.cancelled ? t('cancelled') : t('failedText'),
    ...(reason && !order.cancelled ? { reason: t(reason) } : {}),
  };
}
