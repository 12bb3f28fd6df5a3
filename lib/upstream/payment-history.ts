import 'server-only';
import { requestContext, type CallContext } from './context';
import { DROPDOWN_PAGE, getResource, listResource } from './list';
import { paymentDetailsSchema, paymentHistoryItemSchema } from './schemas/payment-history';

// Payment history and invoices (D§7 "GET payment-history (sorted by createdAt ascending)", "GET
// payment-history/{id}"): the learner's own orders on the generic list, and one order as its invoice.

const RESOURCE = 'payment-history';

/** Every order of the learner, oldest first (one page of the generic list's largest size). */
export async function listPaymentHistory(ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const { items } = await listResource(RESOURCE, paymentHistoryItemSchema, { ...DROPDOWN_PAGE, sort: 'createdAt', order: 'ASC' }, context);
  return items;
}

export async function getPaymentDetails(id: string, ctx?: CallContext) {
  return getResource(RESOURCE, id, paymentDetailsSchema, ctx ?? (await requestContext()));
}

/** Ours (issue 25): GET staff/payment-history/{id}, any learner's order invoice, for a cashier or an admin (anyone else: the API's 404). */
export async function getPaymentDetailsForStaff(id: string, ctx: CallContext) {
  return getResource('staff/payment-history', id, paymentDetailsSchema, ctx);
}
