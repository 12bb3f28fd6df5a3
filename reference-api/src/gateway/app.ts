import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { decodeParams, decryptMessage, encodeParams, encryptMessage, GatewayCryptoError } from '../platform/ccavenue';
import { formatTransDate } from '../platform/dates';
import type { GatewayEnv } from './env';
import { createOrderBook, newBankRef, type Order, type OrderBook } from './orders';
import { cardPage, errorPage, handBackPage, processingPage, TEST_CARDS, type CardErrors } from './pages';

// A sandbox of the CCAvenue gateway, its own process and origin (issue 9): the portal frames
// /transaction/transaction.do?command=initiateTransaction&encRequest=…&access_code=…, the learner
// pays with a test card, and the result goes back as a POST of encResp to the merchant's
// redirect_url (or cancel_url when the learner cancels). The status API answers orderStatusTracker.

export interface BuildGatewayOptions {
  env: Pick<GatewayEnv, 'GATEWAY_MERCHANT_ID' | 'GATEWAY_ACCESS_CODE' | 'GATEWAY_WORKING_KEY' | 'GATEWAY_FRAME_ANCESTORS' | 'GATEWAY_DELAY_MS'>;
  orders?: OrderBook;
  dataDir?: string;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

const ORDER_ID = /^[A-Za-z0-9_-]{1,30}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
/** Fields of the request string that the gateway keeps and echoes back in encResp. */
const ECHOED = [
  'billing_name',
  'billing_address',
  'billing_city',
  'billing_state',
  'billing_zip',
  'billing_country',
  'billing_tel',
  'billing_email',
  'merchant_param1',
  'merchant_param2',
  'merchant_param3',
  'merchant_param4',
  'merchant_param5',
];
/** The status API's words for an order's state (CCAvenue's, which differ from encResp's). */
const TRACKER_STATUS: Record<Order['status'], string> = {
  Initiated: 'Initiated',
  Awaited: 'Awaited',
  Success: 'Successful',
  Failure: 'Unsuccessful',
  Aborted: 'Aborted',
};

function httpUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function buildGateway(opts: BuildGatewayOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const now = opts.now ?? Date.now;
  const orders = opts.orders ?? createOrderBook({ dataDir: opts.dataDir, now });
  const key = env.GATEWAY_WORKING_KEY;
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 64 * 1024, requestTimeout: 30_000 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const send = (reply: FastifyReply, status: number, html: string, nonce: string, formTargets: string[] = []) => {
    const formAction = ["'self'", ...formTargets].join(' ');
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors ${env.GATEWAY_FRAME_ANCESTORS}; base-uri 'none'`,
      )
      .send(html);
  };
  const fail = (reply: FastifyReply, lang: 'EN' | 'AR', code: '10001' | '10002') => {
    const nonce = randomBytes(12).toString('base64');
    const text = code === '10002' ? 'Merchant Authentication failed' : 'Invalid Request';
    return send(reply, code === '10002' ? 401 : 400, errorPage(lang, nonce, code, text), nonce);
  };

  /** The result the merchant receives, as the real gateway seals it. */
  const encResp = (order: Order): string =>
    encryptMessage(
      encodeParams({
        order_id: order.orderId,
        tracking_id: order.trackingId,
        bank_ref_no: order.bankRefNo ?? '',
        order_status: order.status === 'Awaited' || order.status === 'Initiated' ? 'Invalid' : order.status,
        failure_message: order.failureMessage ?? '',
        payment_mode: order.cardLast4 ? 'Credit Card' : '',
        card_name: order.cardLast4 ? 'Visa' : '',
        status_code: order.status === 'Success' ? '0' : '',
        status_message:
          order.status === 'Success' ? 'Approved' : order.status === 'Aborted' ? 'Cancelled by the customer' : (order.failureMessage ?? ''),
        currency: order.currency,
        amount: order.amount,
        ...order.echo,
        trans_date: formatTransDate(order.updatedAt),
      }),
      key,
    );

  const handBack = (reply: FastifyReply, order: Order) => {
    const nonce = randomBytes(12).toString('base64');
    const target = order.status === 'Aborted' ? order.cancelUrl : order.redirectUrl;
    // form-action also governs where that post may be redirected: the merchant's return path sends the
    // learner on to the merchant's site, which is the origin framing this page
    const framers = env.GATEWAY_FRAME_ANCESTORS.split(/\s+/).filter((o) => /^https?:\/\//.test(o));
    return send(reply, 200, handBackPage(order.language, nonce, target, encResp(order), order.orderId), nonce, [new URL(target).origin, ...framers]);
  };

  app.get('/health', async () => ({ status: 'ok' }));

  const initiate = async (params: Record<string, unknown>, reply: FastifyReply) => {
    const str = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : undefined);
    if (str('command') !== 'initiateTransaction') return fail(reply, 'EN', '10001');
    if (!sameSecret(str('access_code') ?? '', env.GATEWAY_ACCESS_CODE)) return fail(reply, 'EN', '10002');
    let request: Record<string, string>;
    try {
      request = decodeParams(decryptMessage(str('encRequest') ?? '', key));
    } catch (error) {
      // Not hex, or sealed with another key: the merchant did not prove who it is.
      return fail(reply, 'EN', error instanceof GatewayCryptoError && /another key/.test(error.message) ? '10002' : '10001');
    }
    const lang = request.language?.toUpperCase() === 'AR' ? 'AR' : 'EN';
    if (request.merchant_id !== env.GATEWAY_MERCHANT_ID) return fail(reply, lang, '10002');
    const redirect = httpUrl(request.redirect_url);
    const cancel = httpUrl(request.cancel_url);
    const amount = request.amount ?? '';
    if (!ORDER_ID.test(request.order_id ?? '') || request.currency !== 'AED' || !AMOUNT.test(amount) || Number(amount) <= 0 || !redirect || !cancel) {
      return fail(reply, lang, '10001');
    }
    const echo = Object.fromEntries(ECHOED.filter((k) => request[k] !== undefined).map((k) => [k, request[k] as string]));
    let order = orders.byOrderId(env.GATEWAY_MERCHANT_ID, request.order_id!);
    if (order) {
      // The same order opened again (the frame reloaded) shows its page again; an order id reused
      // for another amount, or one already settled, is refused as the real gateway refuses it.
      if (order.status !== 'Initiated' || order.amount !== amount) return fail(reply, lang, '10001');
    } else {
      order = orders.create({
        orderId: request.order_id!,
        merchantId: env.GATEWAY_MERCHANT_ID,
        amount,
        currency: 'AED',
        language: lang,
        redirectUrl: redirect.href,
        cancelUrl: cancel.href,
        echo,
      });
      app.log.info({ orderId: order.orderId, trackingId: order.trackingId, amount }, 'order initiated');
    }
    const nonce = randomBytes(12).toString('base64');
    return send(reply, 200, cardPage(order, nonce), nonce);
  };
  app.get('/transaction/transaction.do', async (req, reply) => initiate(req.query as Record<string, unknown>, reply));
  app.post('/transaction/transaction.do', async (req, reply) => initiate({ ...(req.query as object), ...((req.body as object) ?? {}) }, reply));

  const ownOrder = (fields: Record<string, unknown>): Order | null => {
    const trackingId = typeof fields.tracking_id === 'string' ? fields.tracking_id : '';
    const token = typeof fields.page_token === 'string' ? fields.page_token : '';
    const order = orders.byTracking(trackingId);
    return order && sameSecret(token, order.pageToken) ? order : null;
  };

  app.post('/transaction/pay', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = ownOrder(body);
    if (!order) return fail(reply, 'EN', '10001');
    // A result is handed back again, never changed, when the page is posted twice (a double tap, a reload).
    if (order.status === 'Awaited') {
      const nonce = randomBytes(12).toString('base64');
      return send(reply, 200, processingPage(order, nonce), nonce);
    }
    if (order.status !== 'Initiated') return handBack(reply, order);
    if (body.action === 'cancel') return handBack(reply, orders.update(order, { status: 'Aborted', failureMessage: '' }));

    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
    const card = text('card').replace(/[\s-]/g, '');
    const errors: CardErrors = {};
    if (!/^\d{13,19}$/.test(card) || !luhn(card)) errors.card = 'card';
    else if (!Object.values(TEST_CARDS).includes(card as (typeof TEST_CARDS)[keyof typeof TEST_CARDS])) errors.card = 'unknownCard';
    if (!text('name') || text('name').length > 60) errors.name = 'name';
    const expiry = /^(\d{2})\/(\d{2})$/.exec(text('expiry'));
    const today = new Date(now());
    const month = expiry ? Number(expiry[1]) : 0;
    const year = expiry ? 2000 + Number(expiry[2]) : 0;
    if (!expiry || month < 1 || month > 12 || year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) errors.expiry = 'expiry';
    if (!/^\d{3,4}$/.test(text('cvv'))) errors.cvv = 'cvv';
    if (Object.keys(errors).length > 0) {
      const nonce = randomBytes(12).toString('base64');
      return send(reply, 422, cardPage(order, nonce, errors, { name: text('name'), expiry: text('expiry') }), nonce);
    }

    const last4 = card.slice(-4);
    if (card === TEST_CARDS.failure) {
      return handBack(
        reply,
        orders.update(order, { status: 'Failure', cardLast4: last4, bankRefNo: newBankRef(), failureMessage: 'Card declined by issuing bank' }),
      );
    }
    if (card === TEST_CARDS.slow) {
      const waiting = orders.update(order, { status: 'Awaited', cardLast4: last4, settlesAt: now() + env.GATEWAY_DELAY_MS });
      const nonce = randomBytes(12).toString('base64');
      return send(reply, 200, processingPage(waiting, nonce), nonce);
    }
    app.log.info({ orderId: order.orderId, trackingId: order.trackingId }, 'order paid');
    return handBack(reply, orders.update(order, { status: 'Success', cardLast4: last4, bankRefNo: newBankRef() }));
  });

  app.get('/transaction/result', async (req, reply) => {
    const order = ownOrder(req.query as Record<string, unknown>);
    if (!order) return fail(reply, 'EN', '10001');
    if (order.status === 'Awaited' || order.status === 'Initiated') {
      const nonce = randomBytes(12).toString('base64');
      return send(reply, 200, processingPage(order, nonce), nonce);
    }
    return handBack(reply, order);
  });

  // The status API: command=orderStatusTracker with enc_request (JSON order_no / reference_no).
  app.post('/apis/servlet/DoWebTrans', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    reply.header('content-type', 'application/x-www-form-urlencoded').header('cache-control', 'no-store');
    const refuse = (text: string, code: string) => `status=1&enc_response=${encodeURIComponent(text)}&enc_error_code=${code}`;
    if (body.command !== 'orderStatusTracker') return refuse('Invalid command', '51418');
    if (!sameSecret(typeof body.access_code === 'string' ? body.access_code : '', env.GATEWAY_ACCESS_CODE))
      return refuse('Access_code: Invalid Parameter', '51407');
    let query: { order_no?: unknown; reference_no?: unknown };
    try {
      query = JSON.parse(decryptMessage(typeof body.enc_request === 'string' ? body.enc_request : '', key)) as typeof query;
    } catch {
      return refuse('Invalid encrypted request', '51408');
    }
    const ref = typeof query.reference_no === 'string' && query.reference_no ? query.reference_no : undefined;
    const orderNo = typeof query.order_no === 'string' && query.order_no ? query.order_no : undefined;
    // Both named: both must name the same order (a tracking id never answers for another order number).
    const byRef = ref ? orders.byTracking(ref) : undefined;
    const byNo = orderNo ? orders.byOrderId(env.GATEWAY_MERCHANT_ID, orderNo) : undefined;
    const order = ref && orderNo ? (byRef && byNo && byRef.trackingId === byNo.trackingId ? byNo : undefined) : (byRef ?? byNo);
    const answer = order
      ? {
          status: 0,
          order_no: order.orderId,
          reference_no: order.trackingId,
          order_status: TRACKER_STATUS[order.status],
          order_amt: Number(order.amount),
          order_currncy: order.currency,
          order_bank_ref_no: order.bankRefNo ?? '',
          order_date_time: formatTransDate(order.createdAt),
          order_status_date_time: formatTransDate(order.updatedAt),
          error_desc: '',
        }
      : { status: 1, error_desc: 'No records found', error_code: '51419' };
    return `status=0&enc_response=${encryptMessage(JSON.stringify(answer), key)}`;
  });

  return app;
}
