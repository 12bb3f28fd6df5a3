import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { paymentDetailsSchema, paymentHistoryItemSchema } from './schemas/payment-history';

// Payment history and invoices (contract "Payment history and invoices", D§7): the learner's own
// orders, oldest first, and one order as its invoice.

export async function listPaymentHistory(ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(z.array(paymentHistoryItemSchema)), '/payment/v1/student/payment-history', context)).data;
}

export async function getPaymentDetails(id: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const path = `/payment/v1/student/payment-history/${encodeURIComponent(id)}`;
  return (await upstreamJson(envelopeSchema(paymentDetailsSchema), path, context)).data;
}
