import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { studentCourseView } from '../enrolment';
import { guard, sessionOf } from '../session/guard';
import { publicUserSchema, toPublicUser } from '../student/contract';
import {
  chooseCourseSchema,
  courseListSchema,
  personalDetailsSchema,
  planChangeSchema,
  promoCodeSchema,
  promotionSchema,
  referralAnswerSchema,
  referralInputSchema,
  studentCourseAnswerSchema,
  toCourseAnswer,
  toPlanAnswer,
  toReferralAnswer,
} from './contract';
import { savePersonalDetails } from './personal-details';
import * as svc from './service';
import { courseBalance } from '../money/balance';
import { toEliteAddonAnswer } from '../payments/extras/contract';
import { listAddons } from '../payments/extras/service';

// The onboarding wizard's calls (R§7 "Registration and payment"): personal details, courses, the
// chosen course's plan, promotions and referrals. All for the logged-in student, all stage-checked.
export function registerOnboarding(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['onboarding'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const { db } = app.ctx;
  const now = () => app.ctx.now();
  const courseAnswer = { 200: envelope(studentCourseAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) };

  // PUT /user/v1/student/personal-details – step 1; moves personalDetails → courseDetails
  r.put(
    '/user/v1/student/personal-details',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        body: personalDetailsSchema,
        response: { 200: envelope(z.object({ userRecord: publicUserSchema })), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => {
      const updated = await savePersonalDetails(db, sessionOf(req).user, req.body, now());
      return { statusCode: 200, message: 'Personal details saved', data: { userRecord: toPublicUser(updated) } };
    },
  );

  // GET /course/v1/student/courses – the plans for the learner's licence type and gear
  r.get(
    '/course/v1/student/courses',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(courseListSchema), ...errorResponses(401, 403, 409) } } },
    async (req) => {
      const list = await svc.listCourses(db, sessionOf(req).user);
      return { statusCode: 200, data: { courses: list.courses.map(toPlanAnswer), hasCourse: list.hasCourse } };
    },
  );

  // POST /course/v1/student/choose-course – resets plan, promotion and referral; stage → courseSelection
  r.post(
    '/course/v1/student/choose-course',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        body: chooseCourseSchema,
        response: {
          200: envelope(z.object({ userCourseData: studentCourseAnswerSchema, tokenBalanceAmount: z.number().nonnegative() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      const view = await svc.chooseCourse(db, sessionOf(req).user, req.body, now());
      const userCourseData = toCourseAnswer(view);
      return { statusCode: 200, data: { userCourseData, tokenBalanceAmount: userCourseData.tokenBalanceAmount } };
    },
  );

  // GET /course/v1/student/course – the chosen course, its plan state and what this payment asks for
  r.get('/course/v1/student/course', { preValidation: student, schema: { tags, security, response: courseAnswer } }, async (req) => {
    const me = sessionOf(req).user;
    const view = await studentCourseView(db, me, now());
    const [balance, addons] = await Promise.all([courseBalance(db, me.id, view.promotion?.discountBp ?? 0), listAddons(db, me)]);
    return { statusCode: 200, data: toCourseAnswer(view, balance, addons.map(toEliteAddonAnswer)) };
  });

  // PUT /course/v1/student/course/plan – full or stage payment, online or at the centre, a milestone ticked
  r.put(
    '/course/v1/student/course/plan',
    { preValidation: student, schema: { tags, security, body: planChangeSchema, response: courseAnswer } },
    async (req) => ({ statusCode: 200, data: toCourseAnswer(await svc.changePlan(db, sessionOf(req).user, req.body, now())) }),
  );

  // GET /course/v1/promotions – running, listed promotions for the learner's course
  r.get(
    '/course/v1/promotions',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(z.array(promotionSchema)), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await svc.listPromotions(db, sessionOf(req).user, now()) }),
  );

  // POST/DELETE /course/v1/student/course/promotion – apply or clear a promo code
  r.post(
    '/course/v1/student/course/promotion',
    { preValidation: student, schema: { tags, security, body: promoCodeSchema, response: courseAnswer } },
    async (req) => ({
      statusCode: 200,
      message: 'Promotion applied',
      data: toCourseAnswer(await svc.applyPromotion(db, sessionOf(req).user, req.body.promoCode, now())),
    }),
  );
  r.delete('/course/v1/student/course/promotion', { preValidation: student, schema: { tags, security, response: courseAnswer } }, async (req) => ({
    statusCode: 200,
    message: 'Promotion removed',
    data: toCourseAnswer(await svc.removePromotion(db, sessionOf(req).user, now())),
  }));

  // POST apply-referral, POST remove-referral (R§7, D§7) – the referral as R§3 names it, in AED
  const referralAnswer = { 200: envelope(referralAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) };
  r.post(
    '/apply-referral',
    { preValidation: student, schema: { tags, security, body: referralInputSchema, response: referralAnswer } },
    async (req) => ({
      statusCode: 200,
      message: 'Referral Applied Successfully !',
      data: toReferralAnswer((await svc.applyReferral(db, sessionOf(req).user, req.body.referral, now())).referral),
    }),
  );
  r.post('/remove-referral', { preValidation: student, schema: { tags, security, response: referralAnswer } }, async (req) => ({
    statusCode: 200,
    message: 'Referral Removed Successfully !',
    data: toReferralAnswer((await svc.removeReferral(db, sessionOf(req).user, now())).referral),
  }));
}
