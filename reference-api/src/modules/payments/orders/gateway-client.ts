import type { FastifyRequest } from 'fastify';
import type { PaymentKind } from '../../../db/schema/index';
import type { Env } from '../../../env';
import { decodeParams, decryptMessage, encodeParams, encryptMessage } from '../../../platform/ccavenue';
import { filsOf } from '../../money/aed';

// The API's side of the CCAvenue protocol: sealing the initiation request, opening encResp, and the
// orderStatusTracker call the reconciliation asks. The working key never leaves this process.

export type GatewaySettings = Pick<Env, 'GATEWAY_URL' | 'GATEWAY_MERCHANT_ID' | 'GATEWAY_ACCESS_CODE' | 'API_PUBLIC_URL'>;

export const formatAmount = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;

/** The web-hook paths of R§7 (and the payment link's), by what an order pays for. */
export const RETURN_PATHS: Record<PaymentKind, string> = {
  registration: '/payment/v1/web-hook/payment-handler',
  stage: '/payment/v1/web-hook/payment-handler',
  additional: '/payment/v1/web-hook/additional-payment-handler',
  elite: '/payment/v1/web-hook/elite-additional-payment-handler',
  link: '/payment/v1/web-hook/payment-link-handler',
};

/** The payment frame's address for an order (integration_type iframe_normal). */
export function paymentUrl(
  env: GatewaySettings,
  key: string,
  order: { orderId: string; kind: PaymentKind; amountFils: number; userId: string; name: string; email: string; lang: 'EN' | 'AR' },
) {
  const back = `${env.API_PUBLIC_URL}${RETURN_PATHS[order.kind]}`;
  const request = encodeParams({
    merchant_id: env.GATEWAY_MERCHANT_ID,
    order_id: order.orderId,
    currency: 'AED',
    amount: formatAmount(order.amountFils),
    redirect_url: back,
    cancel_url: back,
    language: order.lang,
    billing_name: order.name,
    billing_email: order.email,
    billing_country: 'United Arab Emirates',
    merchant_param1: order.userId,
    merchant_param2: order.kind,
    integration_type: 'iframe_normal',
  });
  const query = new URLSearchParams({
    command: 'initiateTransaction',
    encRequest: encryptMessage(request, key),
    access_code: env.GATEWAY_ACCESS_CODE,
  });
  return `${env.GATEWAY_URL}/transaction/transaction.do?${query}`;
}

/** encResp's fields; throws GatewayCryptoError for anything not sealed with our key. */
export const openResponse = (encResp: string, key: string) => decodeParams(decryptMessage(encResp, key));

/**
 * What the status call says of an order: `unavailable` (time-out, network, 5xx, a reply that does not
 * open), `unknown` (the gateway has no record of it), or what it knows. Never throws: a gateway that is
 * down leaves the order pending, it never reaches the learner as an error.
 */
export type GatewayWord =
  | { kind: 'unavailable'; reason: string }
  | { kind: 'unknown' }
  | {
      kind: 'known';
      orderNo: string;
      orderStatus: string;
      /** the amount it holds, in fils; null when it is not a plain decimal with at most two places */
      amountFils: number | null;
      currency: string;
      /** the gateway's tracking id for the transaction */
      referenceNo: string;
      bankRefNo: string;
    };

/** The status call's time-out: the return path waits on it while the learner's browser waits on the return path. */
export const STATUS_TIMEOUT_MS = 4000;

const NO_RECORDS = '51419';
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** orderStatusTracker: what the gateway knows of an order, asked by order number only. */
export async function orderStatus(env: GatewaySettings, key: string, orderId: string): Promise<GatewayWord> {
  const body = new URLSearchParams({
    command: 'orderStatusTracker',
    request_type: 'JSON',
    access_code: env.GATEWAY_ACCESS_CODE,
    enc_request: encryptMessage(JSON.stringify({ order_no: orderId, reference_no: '' }), key),
  });
  let text: string;
  try {
    const res = await fetch(`${env.GATEWAY_URL}/apis/servlet/DoWebTrans`, { method: 'POST', body, signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    if (!res.ok) return { kind: 'unavailable', reason: `status ${res.status}` };
    text = await res.text();
  } catch (err) {
    return { kind: 'unavailable', reason: err instanceof Error ? err.name : 'fetch failed' };
  }
  const answer = new URLSearchParams(text);
  // status=1: the gateway refused the call itself (access code, command): a fault on our side, not an answer
  if (answer.get('status') !== '0') return { kind: 'unavailable', reason: `refused ${answer.get('enc_error_code') ?? ''}`.trim() };
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(decryptMessage(answer.get('enc_response') ?? '', key)) as Record<string, unknown>;
  } catch {
    return { kind: 'unavailable', reason: 'unreadable answer' };
  }
  if (data.status !== 0) {
    // 51419 "No records found": the gateway never saw the order; any other error is not an answer about it
    return str(data.error_code) === NO_RECORDS ? { kind: 'unknown' } : { kind: 'unavailable', reason: `error ${str(data.error_code)}` };
  }
  return {
    kind: 'known',
    orderNo: str(data.order_no),
    orderStatus: str(data.order_status),
    // the amount it holds, read as a decimal (never a float product); null when it is not one
    amountFils: filsOf(data.order_amt),
    currency: str(data.order_currncy),
    referenceNo: str(data.reference_no),
    bankRefNo: str(data.order_bank_ref_no),
  };
}

/** The gateway's page language follows the learner's (the portal forwards it). */
export const gatewayLang = (req: FastifyRequest): 'EN' | 'AR' => (/^ar\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'AR' : 'EN');
