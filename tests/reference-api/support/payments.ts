import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../../reference-api/src/gateway/app';
import { decryptMessage } from '../../../reference-api/src/platform/ccavenue';
import { call, login, newLearner, post, put, startTestApp, type TestApp } from './test-app';

// The payment suites' one setup: the API beside a real gateway sandbox on a loopback port, a learner
// brought to the plan step, paying at the gateway as a browser would, and the web-hook it posts back.

export const WORKING_KEY = 'k'.repeat(8) + 'ThisIsTheWorkingKey0123456789';
export const ACCESS_CODE = 'AVSB45990SANDBOX00';
export const PORTAL = 'http://localhost:3000';

export interface PaymentRig {
  t: TestApp;
  gatewayUrl: string;
  /** switches on the sandbox's faults: the status API answering 503 (the gateway down for the API) */
  faults: { statusDown: boolean };
  /** status calls the sandbox answered, by order number */
  statusCalls: Map<string, number>;
  close: () => Promise<void>;
}

export async function startPaymentRig(): Promise<PaymentRig> {
  const gatewayDir = mkdtempSync(path.join(tmpdir(), 'gw-pay-'));
  const gateway: FastifyInstance = await buildGateway({
    env: {
      GATEWAY_MERCHANT_ID: '45990',
      GATEWAY_ACCESS_CODE: ACCESS_CODE,
      GATEWAY_WORKING_KEY: WORKING_KEY,
      GATEWAY_FRAME_ANCESTORS: PORTAL,
      GATEWAY_DELAY_MS: 0,
    },
    dataDir: gatewayDir,
    now: () => Date.now(),
  });
  const faults = { statusDown: false };
  gateway.addHook('onRequest', async (req, reply) => {
    if (faults.statusDown && req.url.startsWith('/apis/')) await reply.code(503).send('Service Unavailable');
  });
  const statusCalls = new Map<string, number>();
  gateway.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/apis/')) return;
    const sealed = (req.body as { enc_request?: string } | undefined)?.enc_request ?? '';
    try {
      const orderNo = String((JSON.parse(decryptMessage(sealed, WORKING_KEY)) as { order_no?: unknown }).order_no ?? '');
      statusCalls.set(orderNo, (statusCalls.get(orderNo) ?? 0) + 1);
    } catch {
      // not ours to count: the sandbox refuses it
    }
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  const t = await startTestApp({
    GATEWAY_URL: gatewayUrl,
    GATEWAY_WORKING_KEY: WORKING_KEY,
    API_PUBLIC_URL: 'http://127.0.0.1:4999',
    PORTAL_URL: PORTAL,
  });
  return {
    t,
    gatewayUrl,
    faults,
    statusCalls,
    close: async () => {
      await t.close();
      await gateway.close();
      rmSync(gatewayDir, { recursive: true, force: true });
    },
  };
}

/** A new learner with personal details saved and the standard course chosen (stage Course Selected). */
export async function learnerAtPlan(t: TestApp, overrides: Parameters<typeof newLearner>[1] = {}): Promise<string> {
  const token = await newLearner(t.app, overrides);
  const details = {
    nationality: 'India',
    address: { address: 'Mirdif', latitude: '25.22', longitude: '55.42' },
    studentDetails: { occupation: 'Engineer', visaProfession: 'Engineer', hasLicense: false, hasUAELicense: false, UAELicenseTypes: [] },
  };
  if ((await put(t.app, '/user/v1/student/personal-details', details, token)).status !== 200) throw new Error('personal details refused');
  if ((await post(t.app, '/course/v1/student/choose-course', { courseCode: 'LMV-STD', courseType: 'R' }, token)).status !== 200) {
    throw new Error('course choice refused');
  }
  return token;
}

/** A learner registered by paying at the centre (stage Finished): the one who pays fees and add-ons. */
export async function registeredLearner(t: TestApp): Promise<{ token: string; userId: string }> {
  const token = await learnerAtPlan(t);
  const res = await post(t.app, '/payment/v1/student/initiate', { isOnlinePayment: false }, token);
  if (res.status !== 200) throw new Error(`registration at the centre refused: ${res.status}`);
  const me = await call(t.app, { method: 'GET', url: '/user/v1/student/profile', headers: { authorization: `Bearer ${token}` } });
  return { token, userId: (me.body as { data: { _id: string } }).data._id };
}

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** Opens the payment page and pays with a test card (or cancels); returns the encResp the browser would post back. */
export async function payAtGateway(gatewayUrl: string, paymentUrl: string, card: string): Promise<string> {
  return (await payAndSee(gatewayUrl, paymentUrl, card)).encResp;
}

/** As payAtGateway, with the tracking id the card page showed (what the payer's browser sees). */
export async function payAndSee(gatewayUrl: string, paymentUrl: string, card: string): Promise<{ encResp: string; trackingId: string }> {
  const page = await (await fetch(paymentUrl)).text();
  const trackingId = hidden(page, 'tracking_id');
  const form = new URLSearchParams({
    tracking_id: trackingId,
    page_token: hidden(page, 'page_token'),
    action: card === 'cancel' ? 'cancel' : 'pay',
    card,
    name: 'Test',
    expiry: '12/30',
    cvv: '123',
  });
  const res = await fetch(`${gatewayUrl}/transaction/pay`, { method: 'POST', body: form });
  return { encResp: hidden(await res.text(), 'encResp'), trackingId };
}

/** The browser's cross-site form post of encResp to one of the API's web-hooks. */
export const postReturn = (t: TestApp, encResp: string, path = '/payment/v1/web-hook/payment-handler') =>
  call(t.app, {
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ encResp }).toString(),
  });

export const staffToken = (t: TestApp) => login(t.app, '971589990001');
