import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { createStudent, CASHIER, PASSWORD, type Account } from './auth-helpers';
import { apiURL } from './support';

// Shared steps of the payment journeys: the card page inside the portal's frame, and learners and fees
// made straight against the API (a registered learner in a few calls, a fee raised by the cashier).

export const SUCCESS_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

/** The card page's own labels (it follows the learner's language) and the portal's frame title. */
const CARD_PAGE = {
  en: { frame: en.payment.frameTitle, number: 'Card number', name: 'Name on card', expiry: 'Expiry (MM/YY)', cvv: 'CVV', pay: /^Pay / },
  ar: {
    frame: ar.payment.frameTitle,
    number: 'رقم البطاقة',
    name: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    pay: /^ادفع /,
  },
} as const;

/** Pays on the gateway's card page inside the payment frame. */
export async function payInFrame(page: Page, card: string, lang: 'en' | 'ar' = 'en') {
  const l = CARD_PAGE[lang];
  const frame = page.frameLocator(`iframe[title="${l.frame}"]`);
  await frame.getByLabel(l.number).fill(card);
  await frame.getByLabel(l.name).fill(lang === 'ar' ? 'متعلم تجريبي' : 'Test Learner');
  await frame.getByLabel(l.expiry).fill('12/30');
  await frame.getByLabel(l.cvv).fill('123');
  await frame.getByRole('button', { name: l.pay }).click();
}

export async function apiLogin(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const res = await request.post(`${apiURL}/user/v1/auth/login`, { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * A new learner registered to pay the rest at the centre: personal details, the standard course (a
 * referral code if given), done; with `received`, the cashier then takes the money at the till.
 */
export async function registeredLearner(
  request: APIRequestContext,
  { referral, received = false, stagePayment = false }: { referral?: string; received?: boolean; stagePayment?: boolean } = {},
): Promise<Account> {
  const learner = await learnerWithCourse(request);
  const headers = { authorization: `Bearer ${await apiLogin(request, learner.phone)}` };
  let orderId = '';
  for (const [method, path, data] of [
    ...(referral ? ([['post', '/apply-referral', { referral }]] as const) : []),
    // stage payment: only the first milestone is paid now (the later stages stay open, e.g. to skip)
    ...(stagePayment ? ([['put', '/course/v1/student/course/plan', { paymentPlan: 'stagePayment' }]] as const) : []),
    ['post', '/payment/v1/student/initiate', { isOnlinePayment: false }],
  ] as const) {
    const res = await request[method](`${apiURL}${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    orderId = ((await res.json()) as { data: { paymentReference?: string } }).data.paymentReference ?? orderId;
  }
  if (received) {
    const token = await apiLogin(request, `971${CASHIER.startingCode}${CASHIER.number}`);
    const res = await request.post(`${apiURL}/payment/v1/staff/payments/${orderId}/received`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return learner;
}

/** The cashier raises a fee on a learner (R§3 additional fees). */
export async function raiseFee(request: APIRequestContext, userId: string, feeCode: string, quantity = 1) {
  const token = await apiLogin(request, `971${CASHIER.startingCode}${CASHIER.number}`);
  const res = await request.post(`${apiURL}/payment/v1/staff/additional-fees`, {
    headers: { authorization: `Bearer ${token}` },
    data: { userId, feeCode, quantity },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new learner with personal details done: the wizard opens at the course step. */
export async function learnerWithDetails(request: APIRequestContext): Promise<Account> {
  return onboardedLearner(request, false);
}

/** A new learner with personal details done and the standard course chosen: the wizard opens at the plan with Proceed. */
export async function learnerWithCourse(request: APIRequestContext): Promise<Account> {
  return onboardedLearner(request, true);
}

async function onboardedLearner(request: APIRequestContext, chooseCourse: boolean): Promise<Account> {
  const learner = await createStudent(request);
  const headers = { authorization: `Bearer ${await apiLogin(request, learner.phone)}` };
  const details = {
    nationality: 'India',
    address: { address: 'Mirdif', latitude: '25.22', longitude: '55.42' },
    studentDetails: { occupation: 'Engineer', visaProfession: 'Engineer', hasLicense: false, hasUAELicense: false, UAELicenseTypes: [] },
  };
  for (const [method, path, data] of [
    ['put', '/user/v1/student/personal-details', details],
    ...(chooseCourse ? ([['post', '/course/v1/student/choose-course', { courseCode: 'LMV-STD', courseType: 'R' }]] as const) : []),
  ] as const) {
    const res = await request[method](`${apiURL}${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  }
  return learner;
}
