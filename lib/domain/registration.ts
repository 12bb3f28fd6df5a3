// The registration wizard's stage (R§2, R§4): where a learner is in onboarding, from the profile's
// current stage. Pure; the reference API owns the stage machine, this only reads it.

/** The wizard's stages in order: the index is the step (R§2: profileDetails 0 … finished 4). */
export const WIZARD_STAGES = ['profileDetails', 'courseSelection', 'courseSelected', 'completePayment', 'finished'] as const;
export type WizardStage = (typeof WIZARD_STAGES)[number];

/** The profile's current stage as the API sends it. */
export type ProfileStage = 'personalDetails' | 'courseDetails' | 'paymentFailed' | 'courseSelection' | 'paymentConfirmation' | 'homeScreen';

const FROM_PROFILE: Record<ProfileStage, WizardStage> = {
  personalDetails: 'profileDetails',
  // A failed payment goes back to choosing the course (R§4).
  courseDetails: 'courseSelection',
  paymentFailed: 'courseSelection',
  courseSelection: 'courseSelected',
  paymentConfirmation: 'completePayment',
  homeScreen: 'finished',
};

/** R§4 'Registration stage from the profile's current stage'. */
export function wizardStageOf(stage: ProfileStage): WizardStage {
  return FROM_PROFILE[stage];
}

/** Registration is finished (R§2 step 4): only then is the dashboard the learner's home; before, the wizard is. */
export function registrationFinished(stage: ProfileStage): boolean {
  return wizardStageOf(stage) === 'finished';
}

/**
 * The step the wizard shows: 0 personal detail, 1 course type, 2 payment plan, 3 payment, 4 finished.
 * A failed payment is the exception to the stage: R§4's payment status sends it back to Course
 * Selected, so the learner stays on the plan with every choice kept and tries again (issue 21 item 9),
 * never back to the course list; the course is still theirs (a payment needs one).
 */
export function wizardStep(stage: ProfileStage): number {
  if (stage === 'paymentFailed') return WIZARD_STAGES.indexOf('courseSelected');
  return WIZARD_STAGES.indexOf(wizardStageOf(stage));
}

/** R§4 'From the profile: paymentFailed maps to failed': the last attempt failed, the next is a retry. */
export const paymentFailed = (stage: ProfileStage) => stage === 'paymentFailed';

/** The four cards of the wizard (the finished stage has none: it is the thank-you page). */
export const WIZARD_CARDS = ['personal', 'course', 'plan', 'payment'] as const;
export type WizardCard = (typeof WIZARD_CARDS)[number];
