import { decideRoute, safeReturnTo } from '@/lib/i18n/guard';
import type { Locale } from '@/lib/i18n/routing';

// Where a fresh login lands. A server action's redirect is rendered by Next in the same response
// through an internal fetch that follows the middleware's redirects without telling the browser,
// which would leave e.g. the quick-signup page under a /dashboard address. So the action asks the
// middleware's own rules (lib/i18n/guard) for the final address first and redirects there.

export interface LoginLanding {
  lang: Locale;
  /** The ?returnTo= of the login page (validated here). */
  returnTo: string | null | undefined;
  /** R§2: a pre-registered student without nationality must finish quick signup first. */
  needsQuickSignup: boolean;
}

const MAX_HOPS = 5;

export function landingAfterLogin({ lang, returnTo, needsQuickSignup }: LoginLanding): string {
  let target = safeReturnTo(returnTo) ?? `/${lang}/dashboard`;
  const session = { loggedIn: true, needsQuickSignup };
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const url = new URL(target, 'https://portal.invalid');
    const decision = decideRoute({ pathname: url.pathname, search: url.search, session });
    if (decision.type !== 'redirect') return target;
    target = decision.location;
  }
  return `/${lang}/dashboard`;
}
