import { registrationFinished, WIZARD_CARDS, wizardStageOf, wizardStep, type ProfileStage } from '@/lib/domain/registration';

// R§2 and R§4: the wizard's step follows the profile's current stage.

describe('wizardStageOf / wizardStep', () => {
  it.each<[ProfileStage, string, number]>([
    ['personalDetails', 'profileDetails', 0],
    ['courseDetails', 'courseSelection', 1],
    // R§4 payment status: a failed payment returns to Course Selected (the plan), not the course list
    ['paymentFailed', 'courseSelection', 2],
    ['courseSelection', 'courseSelected', 2],
    ['paymentConfirmation', 'completePayment', 3],
    ['homeScreen', 'finished', 4],
  ])('%s → %s (step %i)', (profile, stage, step) => {
    expect(wizardStageOf(profile)).toBe(stage);
    expect(wizardStep(profile)).toBe(step);
    // only a finished registration makes the dashboard home; before it, the wizard is (issue 21 item 12)
    expect(registrationFinished(profile)).toBe(step === 4);
  });

  it('has a card for every step before finished', () => {
    expect(WIZARD_CARDS).toEqual(['personal', 'course', 'plan', 'payment']);
  });
});
