import type { PaymentHistoryItem } from '@/lib/upstream/schemas/payment-history';

// Message keys (paymentHistory namespace) for an order's status and method.
export const STATUS_KEY = {
  success: 'statusSuccess',
  due_at_centre: 'statusDue',
  refund_due: 'statusRefund',
  skipped: 'statusSkipped',
} as const satisfies Record<PaymentHistoryItem['status'], string>;
export const METHOD_KEY = { online: 'methodOnline', edsCenter: 'methodCentre' } as const satisfies Record<PaymentHistoryItem['method'], string>;

/** An order id as the API makes them (REG-…, ADD-…): anything else is not looked up. */
export const INVOICE_ID = /^[A-Za-z0-9_-]{1,40}$/;
