import { ApiError } from '../../../platform/errors';
import type { StudentCourseView } from '../../enrolment';
import { PAYMENT_ERRORS } from '../contract';
import { aedToFils } from '../contract';
import type { InitiateInput } from './contract';

// R§3's initiation payload names what the learner saw: course type, milestones, promotion, referral and
// the amount. None of it is believed (the order is drawn from the course the API holds); each field
// sent is compared, and a difference is refused as 'The amount does not match your course' (409
// amount_mismatch) and logged: the learner's page was stale, or the request was tampered with.

type View = StudentCourseView;
type Log = { warn: (o: object, m: string) => void } | undefined;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The first field whose value differs from the API's course, or null when all agree. */
export function staleField(input: InitiateInput, view: View): string | null {
  const q = view.quote;
  const referralFils = q.referralFils;
  const referralCode = referralFils > 0 ? view.referral.referralCode : null;
  const checks: [string, boolean][] = [
    ['courseType', input.courseType === undefined || input.courseType === view.plan.courseType.code],
    ['milestones', input.milestones === undefined || sameSet(input.milestones, view.selectedMilestoneIds)],
    ['amount', input.amount === undefined || aedToFils(input.amount) === q.amountForPaymentFils],
    ['promotionId', input.promotionId === undefined || input.promotionId === (view.promotion?._id ?? null)],
    ['referralAmount', input.referralAmount === undefined || aedToFils(input.referralAmount) === referralFils],
    ['referralCode', input.referralCode === undefined || (input.referralCode || null) === referralCode],
    [
      'referralList',
      input.referralList === undefined ||
        (referralCode
          ? input.referralList.length === 1 &&
            aedToFils(input.referralList[0]!.refereeAmount) === referralFils &&
            (input.referralList[0]!.referralCode ?? referralCode) === referralCode
          : input.referralList.length === 0),
    ],
    // a lump sum is the whole amount paid at once, or nothing
    ['lumpsumAmount', input.lumpsumAmount === undefined || input.lumpsumAmount === 0 || aedToFils(input.lumpsumAmount) === q.amountForPaymentFils],
  ];
  return checks.find(([, ok]) => !ok)?.[0] ?? null;
}

/** Refuses (409 amount_mismatch) a payload that differs from the course the API holds. */
export function checkSeen(log: Log, userId: string, input: InitiateInput, view: View): void {
  const field = staleField(input, view);
  if (!field) return;
  log?.warn({ userId, field }, 'payment initiation for another course state refused');
  throw new ApiError(PAYMENT_ERRORS.amount_mismatch);
}
