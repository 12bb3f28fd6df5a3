import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { renewedDateSchema, type PermitType } from './schemas/renewals';

// Renewals of the RTA file and the learning permit (D§7 "POST get-renewed-date"; row 8.40). Without a
// body it reads every document; `{ type, request: true }` asks the centre to renew one.

export interface RenewedDateQuery {
  type?: PermitType;
  request?: boolean;
}

export async function getRenewedDate(body: RenewedDateQuery = {}, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  return (await upstreamJson(envelopeSchema(renewedDateSchema), '/get-renewed-date', { ...context, method: 'POST', json: body })).data;
}
