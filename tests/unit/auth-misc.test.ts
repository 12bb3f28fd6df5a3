jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { landingAfterLogin } from '@/lib/auth/destination';
import { sendVerificationEmail, verifyEmail } from '@/lib/auth/email-verification';
import { loginWithPassword } from '@/lib/auth/login';
import { looksLikeJpegOrPng, readEmiratesId } from '@/lib/auth/read-emirates-id';
import { ID_IMAGE_MAX_BYTES } from '@/lib/domain/emirates-id';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// E-mail verification (R§2, R§7), the Emirates ID reader's upload (R§4, R§5) and where a login
// lands, through the use cases against a scripted API.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

async function loggedIn(token = 'tok-1') {
  upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token }));
  await loginWithPassword({ countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' });
}

describe("'Send verification email' (My Account)", () => {
  const SEND = '/user/v1/auth/send-verify-email';

  it('needs a session, and asks nobody without one', async () => {
    expect(await sendVerificationEmail()).toMatchObject({ ok: false, error: { status: 401, code: 'unauthorized' } });
    expect(upstream.seen).toEqual([]);
  });

  it("asks with the student's token and passes the API's message on", async () => {
    await loggedIn('tok-mail');
    upstream.reply('POST', SEND, 200, { statusCode: 200, message: 'Verification email sent' });
    expect(await sendVerificationEmail()).toEqual({ ok: true, value: { message: 'Verification email sent' } });
    expect(upstream.calls(SEND)[0]?.headers.get('authorization')).toBe('Bearer tok-mail');
  });

  it('passes a throttle on with its wait', async () => {
    await loggedIn();
    upstream.reply('POST', SEND, 429, { code: 'verification_email_limit', message: 'x' }, { 'retry-after': '600' });
    expect(await sendVerificationEmail()).toMatchObject({ ok: false, error: { code: 'verification_email_limit', retryAfter: 600 } });
  });
});

describe('the e-mail link (R§2, R§8)', () => {
  const link = { id: 'usr-1', verifyToken: 'vt-1' };

  it("sends the link's id in the path and its token in the body; success carries the API's text", async () => {
    upstream.reply('PUT', '/user/v1/auth/verify-email/usr-1', 200, envelope({ message: 'Email verified successfully' }));
    expect(await verifyEmail(link)).toEqual({ ok: true, value: { message: 'Email verified successfully' } });
    expect(upstream.calls('/user/v1/auth/verify-email/usr-1')[0]?.body).toEqual({ verifyToken: 'vt-1' });
  });

  it.each([
    [400, 'invalid_data'],
    [401, 'token_invalid'],
    [404, 'not_found'],
    [410, 'otp_expired'],
  ])("any refusal (%i %s) reads 'Email Verification Failed'", async (status, code) => {
    upstream.reply('PUT', '/user/v1/auth/verify-email/usr-1', status, { code, message: 'whatever' });
    expect(await verifyEmail(link)).toEqual({
      ok: false,
      error: { status: 400, code: 'email_verification_failed', message: 'Email Verification Failed' },
    });
  });

  it('a throttle and an outage keep their own words', async () => {
    upstream.reply('PUT', '/user/v1/auth/verify-email/usr-1', 429, { code: 'too_many_requests', message: 'x' });
    expect(await verifyEmail(link)).toMatchObject({ ok: false, error: { code: 'too_many_requests' } });
    upstream.refuse('PUT', '/user/v1/auth/verify-email/usr-1');
    expect(await verifyEmail(link)).toMatchObject({ ok: false, error: { code: 'service_unavailable' } });
  });

  it('never lets an id change the path it is sent to', async () => {
    upstream.reply('PUT', '/user/v1/auth/verify-email/..%2Fadmin', 200, envelope({ message: 'ok' }));
    await verifyEmail({ id: '../admin', verifyToken: 'x' });
    expect(upstream.seen.map((r) => r.path)).toEqual(['/user/v1/auth/verify-email/..%2Fadmin']);
  });
});

describe('reading an Emirates ID picture (R§4, R§5)', () => {
  const READ = '/upload/v1/read-emirate-id';
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const GIF = new TextEncoder().encode('GIF89a.....');
  const details = { name: 'Aisha Rahman', dob: '1990-01-01', nationality: 'India', gender: 'F', eidNumber: '784-1990-1234567-6' };

  it('knows a JPEG or PNG by its first bytes', () => {
    expect([looksLikeJpegOrPng(JPEG), looksLikeJpegOrPng(PNG), looksLikeJpegOrPng(GIF), looksLikeJpegOrPng(new Uint8Array())]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('sends a JPEG as the multipart uploadFile and answers what was read', async () => {
    upstream.reply('POST', READ, 200, envelope(details));
    expect(await readEmiratesId({ bytes: JPEG, name: 'eid.jpg', type: 'image/jpeg' })).toEqual({ ok: true, value: details });
    const sent = upstream.calls(READ)[0]!;
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = (sent.body as FormData).get('uploadFile') as File;
    expect([file.name, file.type, file.size]).toEqual(['eid.jpg', 'image/jpeg', JPEG.byteLength]);
  });

  it.each([
    ['a GIF named .png', { bytes: GIF, name: 'eid.png', type: 'image/png' }],
    ['a PDF', { bytes: JPEG, name: 'eid.pdf', type: 'application/pdf' }],
    ['a PNG sent as text', { bytes: PNG, name: 'eid.png', type: 'text/plain' }],
  ])("refuses %s with 'Use an image file', without asking the API", async (_name, image) => {
    expect(await readEmiratesId(image)).toEqual({ ok: false, error: { status: 400, code: 'image_required', message: 'Use an image file' } });
    expect(upstream.seen).toEqual([]);
  });

  it('refuses more than 5 MB without asking the API', async () => {
    const big = new Uint8Array(ID_IMAGE_MAX_BYTES + 1);
    big.set(JPEG);
    expect(await readEmiratesId({ bytes: big, name: 'eid.jpg', type: 'image/jpeg' })).toMatchObject({ ok: false, error: { code: 'file_too_large' } });
    expect(upstream.seen).toEqual([]);
  });

  it.each([
    [422, 'id_unreadable', "Invalid Id, Id can't be read, please try again"],
    [429, 'id_reader_busy', 'The ID reader is busy, please try again'],
  ])('passes the reader’s %i %s on as its code', async (status, code, message) => {
    upstream.reply('POST', READ, status, { code, message });
    expect(await readEmiratesId({ bytes: PNG, name: 'eid.png', type: 'image/png' })).toEqual({ ok: false, error: { status, code, message } });
  });
});

describe('where a login lands (the guards, applied before the redirect)', () => {
  it.each([
    [{ lang: 'en', returnTo: null, needsQuickSignup: false, registered: true }, '/en/dashboard'],
    [{ lang: 'ar', returnTo: undefined, needsQuickSignup: false, registered: true }, '/ar/dashboard'],
    [{ lang: 'en', returnTo: '/en/dashboard/my-account?tab=2', needsQuickSignup: false, registered: true }, '/en/dashboard/my-account?tab=2'],
    // A pre-registered student without nationality goes to quick signup, wherever they were going.
    [{ lang: 'en', returnTo: '/en/dashboard', needsQuickSignup: true, registered: true }, '/en/quick-signup'],
    [{ lang: 'ar', returnTo: null, needsQuickSignup: true, registered: true }, '/ar/quick-signup'],
    // …and quick signup is only for them.
    [{ lang: 'en', returnTo: '/en/quick-signup', needsQuickSignup: false, registered: true }, '/en/dashboard'],
    // A public entry page is no place for a logged-in student.
    [{ lang: 'en', returnTo: '/en/auth/login', needsQuickSignup: false, registered: true }, '/en/dashboard'],
    // Anything not same-site is dropped.
    [{ lang: 'en', returnTo: 'https://evil.example/', needsQuickSignup: false, registered: true }, '/en/dashboard'],
    [{ lang: 'en', returnTo: '//evil.example/x', needsQuickSignup: false, registered: true }, '/en/dashboard'],
    [{ lang: 'en', returnTo: '/api/auth/logout', needsQuickSignup: false, registered: true }, '/en/dashboard'],
    [
      { lang: 'en', returnTo: '/en/verify-email/usr-1?verifyToken=abc', needsQuickSignup: false, registered: true },
      '/en/verify-email/usr-1?verifyToken=abc',
    ],
    // Issue 21 item 12: before registration is finished the wizard is home, in the page's language…
    [{ lang: 'en', returnTo: null, needsQuickSignup: false, registered: false }, '/en/signup/onboard'],
    [{ lang: 'ar', returnTo: undefined, needsQuickSignup: false, registered: false }, '/ar/signup/onboard'],
    [{ lang: 'en', returnTo: '/ar/dashboard', needsQuickSignup: false, registered: false }, '/ar/signup/onboard'],
    [{ lang: 'en', returnTo: '/en/auth/login', needsQuickSignup: false, registered: false }, '/en/signup/onboard'],
    // …quick signup still comes first, and another page asked for is kept.
    [{ lang: 'en', returnTo: null, needsQuickSignup: true, registered: false }, '/en/quick-signup'],
    [{ lang: 'en', returnTo: '/en/dashboard/my-account', needsQuickSignup: false, registered: false }, '/en/dashboard/my-account'],
  ] as const)('%j → %s', (input, expected) => {
    expect(landingAfterLogin(input)).toBe(expected);
  });
});
