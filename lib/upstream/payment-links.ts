import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { clientContext, type CallContext } from './context';
import { aedAsFils } from './money';
import { envelopeSchema, localisedNameSchema } from './schemas/common';

// Payment links (contract "Payment links", D§7): public calls, no token (D§6). The client's address
// goes along so the API's per-address limit sees the payer, not the portal.

// The link's view: `amount` in AED (R§3's unit), read into fils; the view's other names are the reference's (spec silent).
const linkFields = {
  id: z.string(),
  amount: aedAsFils.refine((fils) => fils > 0, 'a link asks for an amount'),
  description: localisedNameSchema,
  status: z.enum(['open', 'paid', 'cancelled', 'expired']),
  expiresAt: z.iso.datetime({ offset: true }),
  learnerFirstName: z.string(),
};
const withFils = <T extends { amount: number }>({ amount, ...rest }: T) => ({ ...rest, amountFils: amount });
const linkSchema = z.object(linkFields).transform(withFils);
const paymentSchema = z
  .object({ ...linkFields, orderId: z.string(), paymentLogObj: z.object({ paymentLink: z.url({ protocol: /^https?$/ }) }) })
  .transform(withFils);
const verifiedSchema = z.object({ status: z.enum(['success', 'cancelled', 'failed', 'pending']) });
const checkedSchema = z.object({ valid: z.boolean() });

export type PaymentLink = z.output<typeof linkSchema>;
export type LinkOrder = { orderId: string; trackingId: string };
export type LinkVerification = z.infer<typeof verifiedSchema>['status'];

const PATH = '/payment/v1/web-hook/get-payment-link';

export async function getPaymentLink(id: string, ctx?: CallContext): Promise<PaymentLink> {
  const context = ctx ?? (await clientContext());
  return (await upstreamJson(envelopeSchema(linkSchema), PATH, { ...context, method: 'POST', json: { id } })).data;
}

/** Opens an order for the link; the gateway page to pay it on is `paymentLogObj.paymentLink`. */
export async function startLinkPayment(id: string, ctx?: CallContext) {
  const context = ctx ?? (await clientContext());
  return (await upstreamJson(envelopeSchema(paymentSchema), PATH, { ...context, method: 'POST', json: { id, pay: true } })).data;
}

export async function verifyLinkPayment(order: LinkOrder, ctx?: CallContext): Promise<LinkVerification> {
  const context = ctx ?? (await clientContext());
  const path = '/payment/v1/payment-links/verify';
  return (await upstreamJson(envelopeSchema(verifiedSchema), path, { ...context, method: 'POST', json: order })).data.status;
}

export async function checkLinkPayment(order: LinkOrder, ctx?: CallContext): Promise<boolean> {
  const context = ctx ?? (await clientContext());
  const path = '/payment/v1/payment-links/check';
  return (await upstreamJson(envelopeSchema(checkedSchema), path, { ...context, method: 'POST', json: order })).data.valid;
}
