import { forgotPassword } from '@/lib/upstream/auth';
import { applyReferral } from '@/lib/upstream/onboarding';
import { toPersonalDetailsPayload } from '@/lib/upstream/payloads/personal-details';
import { toQuickRegisterPayload, toRegistrationPayload } from '@/lib/upstream/payloads/signup';
import { initiateAdditionalPayment, initiateElitePayment, initiatePayment } from '@/lib/upstream/payments';
import { makeSignupSchema } from '@/lib/schemas/signup';
import { personalDetailsAnswers, signupForm } from '../fixtures/learner';
import { envelope, fakeUpstream } from './support/upstream';

// Issue 23: the values and spellings the spec fixes, as the adapter sends them (docs/api-contract.md
// "Deliberate deviations", last paragraph). The table test (b) compares keys; this one the values.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => upstream.reset());

const values = makeSignupSchema({ now: new Date('2026-11-26T08:00:00Z') }).parse(signupForm());
const ctx = { token: 'tok-1' };
const opened = envelope({ paymentReference: 'ord-1', href: 'https://gateway.example/pay', status: 'initiated', amount: 10 });

it("sign-up: registrationPlatform 'web', numberType 'home', isPrimary true (R§3); the quick register sends neither password nor platform", () => {
  const payload = toRegistrationPayload(values);
  expect(payload.registrationPlatform).toBe('web');
  expect(payload.phones.firstNumber).toMatchObject({ numberType: 'home', isPrimary: true });
  const quick = toQuickRegisterPayload(values);
  expect(quick.phones.firstNumber).toMatchObject({ numberType: 'home', isPrimary: true });
  expect(quick).not.toHaveProperty('password');
  expect(quick).not.toHaveProperty('registrationPlatform');
});

it('personal details: the spec spells isGoldenOpertunityCustomer, and nothing else is sent under another spelling', () => {
  const payload = toPersonalDetailsPayload(personalDetailsAnswers(), { gender: 'male', requiredLicenseId: 'lt-1', gearType: 'automatic' });
  expect(payload).toHaveProperty('isGoldenOpertunityCustomer', false);
  expect(JSON.stringify(payload)).not.toMatch(/Opportunity/);
});

it("the three initiations send platform 'web'; the elite one isEliteAddonPayment true", async () => {
  for (const path of ['/payment/v1/student/initiate', '/payment/v1/student/additional-fees/initiate', '/payment/v1/student/elite-addons/initiate'])
    upstream.reply('POST', path, 200, opened);
  const order = {
    courseType: 'R',
    milestones: ['ms-1'],
    amountFils: 1000,
    promotionId: null,
    referralCode: null,
    referralAmountFils: 0,
    lumpsum: false,
  };
  await initiatePayment({ ...order, isOnlinePayment: true, retryPayment: false }, ctx);
  await initiateAdditionalPayment({ ids: ['fee-1'], retryPayment: false, amountFils: 1000 }, ctx);
  await initiateElitePayment({ ids: ['addon-1'], retryPayment: false, amountFils: 1000 }, ctx);
  const bodies = [
    upstream.calls('/payment/v1/student/initiate')[0]?.body,
    upstream.calls('/payment/v1/student/additional-fees/initiate')[0]?.body,
    upstream.calls('/payment/v1/student/elite-addons/initiate')[0]?.body,
  ] as Record<string, unknown>[];
  for (const body of bodies) expect(body).toMatchObject({ platform: 'web' });
  expect(bodies[2]).toMatchObject({ isEliteAddonPayment: true, selectedAddons: ['addon-1'] });
});

it("referralType 'Referral code' and role 'student' as R§3 writes them", async () => {
  upstream.reply(
    'POST',
    '/apply-referral',
    200,
    envelope({ referralList: [], referralCode: null, referralAmount: 0, referralType: 'Referral code' }),
  );
  upstream.reply('POST', '/user/v1/auth/forgot-password', 200, envelope({ resetJWTToken: 'r', otpExpiry: '2026-11-26T08:03:00.000Z' }));
  await applyReferral('AISHA200', ctx);
  await forgotPassword({ phone: '971501234567' });
  expect(upstream.calls('/apply-referral')[0]?.body).toEqual({ referral: 'AISHA200', referralType: 'Referral code' });
  expect(upstream.calls('/user/v1/auth/forgot-password')[0]?.body).toEqual({ phone: '971501234567', role: 'student' });
});
