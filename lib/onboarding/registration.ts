import 'server-only';
import { paymentFailed, wizardStep } from '@/lib/domain/registration';
import { getProfile } from '@/lib/upstream/profile';

// Where the logged-in learner is in registration, read from the API's profile (the API owns the
// stage machine; the wizard only follows it).

export interface Registration {
  name: string;
  /** 0 personal detail … 3 payment; 4 means registration is finished. */
  step: number;
  walletAmount: number;
  /** the last payment failed: the plan shows why, and the next attempt is a retry (R§4) */
  paymentFailed: boolean;
}

export async function loadRegistration(): Promise<Registration> {
  const profile = await getProfile();
  return {
    name: profile.name,
    step: wizardStep(profile.currentStage),
    walletAmount: profile.walletAmount,
    paymentFailed: paymentFailed(profile.currentStage),
  };
}
