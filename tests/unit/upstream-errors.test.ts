import { ERROR_CODES } from '@/lib/errors/codes';
import { z } from 'zod';
import { upstreamFetch, upstreamJson } from '@/lib/upstream/client';
import { errorFromBodyStatus, errorFromResponse, isCancelledResponse, SPEC_MESSAGE_CODES } from '@/lib/upstream/errors';
import { fakeUpstream } from './support/upstream';

// The centre's API refuses with the spec's words (R§8, D§8) and no code of ours: the boundary turns
// the messages the portal acts on into codes, once.

describe('the spec-message table', () => {
  it.each(Object.entries(SPEC_MESSAGE_CODES))('%s → %s, the code whose English text it is', (message, code) => {
    expect(ERROR_CODES[code].message).toBe(message);
    const error = errorFromResponse(400, { statusCode: 400, message }).error;
    expect(error).toMatchObject({ status: 400, code, message });
  });

  it('keeps a code the API sent, maps nothing on a 5xx, and leaves other messages to the status', () => {
    expect(errorFromResponse(409, { code: 'conflict', message: 'User has already done payment' }).error.code).toBe('conflict');
    expect(errorFromResponse(500, { message: 'User has already done payment' }).error.code).toBe('internal');
    expect(errorFromResponse(422, { statusCode: 422, message: 'Something else' }).error.code).toBe('invalid_data');
    expect(errorFromResponse(401, { message: ' Invalid Username or Password! ' }).error.code).toBe('invalid_credentials');
  });

  it('knows the verify answer that means the learner cancelled', () => {
    expect(isCancelledResponse('Transaction has been cancelled')).toBe(true);
    expect(isCancelledResponse('Transaction declined')).toBe(false);
    expect(isCancelledResponse(undefined)).toBe(false);
  });
});

// R§7, D§8: the centre's handler switches on the body's statusCode; a 200 that says 400 is a 400.
describe('an answer whose body carries an error statusCode', () => {
  const upstream = fakeUpstream();
  afterAll(() => upstream.restore());
  beforeEach(() => upstream.reset());
  const data = z.object({ statusCode: z.number(), data: z.object({ ok: z.boolean() }) });

  it('reads the body: 400 and up is an error, anything else is not', () => {
    expect(errorFromBodyStatus({ statusCode: 400, message: 'User has already done payment' })?.error).toMatchObject({
      status: 400,
      code: 'already_paid',
      message: 'User has already done payment',
    });
    expect(errorFromBodyStatus({ statusCode: 500, message: 'boom' })?.error).toMatchObject({ status: 500, code: 'internal' });
    for (const body of [{ statusCode: 200, data: {} }, { statusCode: 399 }, { statusCode: '400' }, [{ statusCode: 400 }], null, 'text', { data: {} }])
      expect(errorFromBodyStatus(body)).toBeNull();
  });

  it('is thrown by the client on an HTTP 200, with the field errors, as the HTTP error would be', async () => {
    upstream.reply('POST', '/apply-referral', 200, {
      statusCode: 400,
      message: 'Invalid referral code',
      errors: { referral: 'Invalid referral code' },
    });
    const caught = await upstreamJson(data, '/apply-referral', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(caught).toMatchObject({ kind: 'http', error: { status: 400, code: 'invalid_data', message: 'Invalid referral code' } });
    expect((caught as { error: { fields?: unknown } }).error.fields).toMatchObject({ referral: { message: 'Invalid referral code' } });
  });

  it('maps a spec message in a 200 body to its code, and a 2xx statusCode passes untouched', async () => {
    upstream.reply('POST', '/payment/v1/student/initiate', 200, { statusCode: 409, message: 'User has already done payment' });
    await expect(upstreamJson(data, '/payment/v1/student/initiate', { method: 'POST', json: {} })).rejects.toMatchObject({
      error: { status: 409, code: 'already_paid' },
    });
    upstream.reply('GET', '/ok', 200, { statusCode: 200, data: { ok: true } }, { 'x-total-count': '3' });
    const response = await upstreamFetch('/ok');
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(await response.json()).toEqual({ statusCode: 200, data: { ok: true } });
  });

  it('leaves a body that is not JSON alone', async () => {
    upstream.on('GET', '/file', () => new Response('{"statusCode":400}', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    expect(await (await upstreamFetch('/file')).text()).toBe('{"statusCode":400}');
  });
});
