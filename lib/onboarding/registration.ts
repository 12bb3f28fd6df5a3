import 'server-only';
import { redirect } from 'next/navigation';
import { paymentFailed, registrationFinished, wizardStep } from '@/lib/domain/registration';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { getProfile } from '@/lib/upstream/profile';
import { attempt } from '@/lib/upstream/result';

// Where the logged-in learner is in registration, read from the API's profile (the API owns the
// stage machine; the wizard only follows it).

export interface Registration {
  name: string;
  /** 0 personal detail … 3 payment; 4 means registration is finished. */
  step: number;
  /** the learner's wallet, in fils */
  walletFils: number;
  /** the last payment failed: the plan shows why, and the next attempt is a retry (R§4) */
  paymentFailed: boolean;
}

export async function loadRegistration(): Promise<Registration> {
  const profile = await getProfile();
  return {
    name: profile.name,
    step: wizardStep(profile.currentStage),
    walletFils: profile.walletAmount,
    paymentFailed: paymentFailed(profile.currentStage),
  };
}

/**
 * R§2: until registration is finished the wizard is the learner's home, at their step: a page that
 * needs a registered course (the dashboard) sends them there instead of failing on the API's 409
 * stage_out_of_order. Read from the profile on every visit, as the stage moves on while a session lives.
 * A profile that cannot be read leaves the page to show its own error rather than bounce the learner.
 */
export async function redirectUntilRegistered(lang: Locale): Promise<void> {
  const profile = await attempt(() => getProfile());
  if (profile.ok && !registrationFinished(profile.value.currentStage)) redirect(localePath(lang, '/signup/onboard'));
}
