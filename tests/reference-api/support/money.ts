import { eq } from 'drizzle-orm';
import { users, type PaymentKind } from '../../../reference-api/src/db/schema/index';
import { RETURN_PATHS } from '../../../reference-api/src/modules/payments/orders/gateway-client';
import { studentCourseSchema } from '../../../lib/upstream/schemas/onboarding';
import { paymentDetailsSchema, paymentHistoryItemSchema } from '../../../lib/upstream/schemas/payment-history';
import { payAtGateway, postReturn, staffToken, type PaymentRig } from './payments';
import { get, newLearner, post, put } from './test-app';

// The money suites' steps: a learner through the real routes (course, plan, promotion, referral,
// wallet, paying online at the sandbox or at the centre's till, add-ons, fees), and every figure
// read back as the portal reads it (its own zod schemas), so the API and the portal's view agree.

export const readCourse = async (rig: PaymentRig, token: string) =>
  studentCourseSchema.parse((await get(rig.t.app, '/course/v1/student/course', token)).body.data);

export async function readHistory(rig: PaymentRig, token: string) {
  const rows = paymentHistoryItemSchema.array().parse((await get(rig.t.app, '/payment-history', token)).body);
  const invoices = await Promise.all(
    rows.map(async (r) => paymentDetailsSchema.parse((await get(rig.t.app, `/payment-history/${r._id}`, token)).body.data)),
  );
  return { rows, invoices };
}

/** Pays an order at the sandbox and brings the answer to its kind's web-hook. */
export async function pay(rig: PaymentRig, paymentUrl: string, kind: PaymentKind = 'registration') {
  const res = await postReturn(rig.t, await payAtGateway(rig.gatewayUrl, paymentUrl, '4111111111111111'), RETURN_PATHS[kind]);
  if (res.status >= 400) throw new Error(`gateway return refused: ${res.status}`);
}

export interface Choice {
  plan: number;
  stagePayment: boolean;
  extraMilestones: number;
  promo: '' | 'WELCOME10' | 'STANDARD15';
  referral: boolean;
  walletFils: number;
}

/** A learner at the plan step with the choices made; returns the token and the learner's id. */
export async function learnerWith(rig: PaymentRig, c: Choice) {
  const { app } = rig.t;
  const token = await newLearner(app);
  const details = {
    nationality: 'India',
    address: { address: 'Mirdif', latitude: '25.22', longitude: '55.42' },
    studentDetails: { occupation: 'Engineer', visaProfession: 'Engineer', hasLicense: false, hasUAELicense: false, UAELicenseTypes: [] },
  };
  if ((await put(app, '/user/v1/student/personal-details', details, token)).status !== 200) throw new Error('personal details refused');
  const plans = (await get(app, '/course/v1/student/courses', token)).body.data.courses as {
    course: { code: string };
    courseType: { code: string };
  }[];
  const plan = plans[c.plan % plans.length]!;
  const chosen = await post(app, '/course/v1/student/choose-course', { courseCode: plan.course.code, courseType: plan.courseType.code }, token);
  if (chosen.status !== 200) throw new Error(`course choice refused: ${chosen.status}`);
  const userId = (await get(app, '/user/v1/student/profile', token)).body.data._id as string;
  if (c.walletFils) await rig.t.handle.db.update(users).set({ walletAmount: c.walletFils }).where(eq(users.id, userId));
  if (c.promo) {
    // a promotion may be for some courses only: then the learner goes on without it
    const promo = await post(app, '/course/v1/student/course/promotion', { promoCode: c.promo }, token);
    if (promo.status !== 200 && promo.body.code !== 'promo_invalid') throw new Error(`promo refused: ${promo.status}`);
  }
  if (c.referral && (await post(app, '/apply-referral', { referral: 'AISHA200' }, token)).status !== 200) throw new Error('referral refused');
  if (c.stagePayment) {
    const view = studentCourseSchema.parse((await put(app, '/course/v1/student/course/plan', { paymentPlan: 'stagePayment' }, token)).body.data);
    const unticked = view.plan.milestones.filter((m) => !view.selectedMilestoneIds.includes(m._id)).sort((a, b) => a.level - b.level);
    const tick = unticked[Math.min(c.extraMilestones, unticked.length) - 1];
    if (tick) await put(app, '/course/v1/student/course/plan', { toggleMilestoneId: tick._id }, token);
  }
  return { token, userId };
}

/** Staff raise a fee on the learner; the learner pays it online. */
export async function raiseAndPayFee(rig: PaymentRig, token: string, userId: string, feeCode: string, quantity: number) {
  const fee = (await post(rig.t.app, '/payment/v1/staff/additional-fees', { userId, feeCode, quantity }, await staffToken(rig.t))).body.data;
  const opened = await post(rig.t.app, '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: fee._id }] }, token);
  await pay(rig, opened.body.data.href, 'additional');
}
