// The learner's enrolment, the one entrance for the modules built on it (onboarding, payments, money,
// schedules, the seed): the catalogue read as plans, its prices and milestone rules, the learner's
// locked row and course view, and the stage machine's codes. Nothing here answers HTTP.
export { courseById, coursesFor, loadCatalogue, sumAmounts, toPlan, type Catalogue, type CoursePlan, type PlanMilestone } from './catalogue';
export { ENROLMENT_ERRORS } from './contract';
export { initialSelection, payableSelection, toggleMilestone } from './milestones';
export { applyBp, milestoneAmount, paymentQuote, priceLine, VAT_BP } from './pricing';
export { courseRow, lockUser, type StudentCourseRow } from './repo';
export { activePromotion, studentCourseView, type StudentCourseView } from './service';
