import { decideRoute, safeReturnTo, splitLocale } from '@/lib/i18n/guard';
import type { Locale } from '@/lib/i18n/routing';

// Where a fresh login lands. A server action's redirect is rendered by Next in the same response
// through an internal fetch that follows the middleware's redirects without telling the browser,
// which would leave e.g. the quick-signup page under a /dashboard address. So the action asks the
// middleware's own rules (lib/i18n/guard) for the final address first and redirects there.
// A learner who has not finished registration has no course to show on the dashboard (the API answers
// 409 stage_out_of_order): their home is the wizard, which opens at their step (R§2).

export interface LoginLanding {
  lang: Locale;
  /** The ?returnTo= of the login page (validated here). */
  returnTo: string | null | undefined;
  /** R§2: a pre-registered student without nationality must finish quick signup first. */
  needsQuickSignup: boolean;
  /** R§2: registration finished (stage homeScreen); until then the wizard stands in for the dashboard. */
  registered: boolean;
}

const MAX_HOPS = 5;

export function landingAfterLogin({ lang, returnTo, needsQuickSignup, registered }: LoginLanding): string {
  let target = safeReturnTo(returnTo) ?? `/${lang}/dashboard`;
  const session = { loggedIn: true, needsQuickSignup };
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const url = new URL(target, 'https://portal.invalid');
    const decision = decideRoute({ pathname: url.pathname, search: url.search, session });
    if (decision.type !== 'redirect') return registered ? target : homeBeforeRegistration(url.pathname, target);
    target = decision.location;
  }
  return registered ? `/${lang}/dashboard` : `/${lang}/signup/onboard`;
}

/** The dashboard's home page, in whichever language, becomes the wizard in that language. */
function homeBeforeRegistration(pathname: string, target: string): string {
  const split = splitLocale(pathname);
  return split && split.rest === '/dashboard' ? `/${split.locale}/signup/onboard` : target;
}
