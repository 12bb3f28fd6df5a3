import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { cached } from '@/lib/upstream/cache';
import { listBranches, listCountries, listLanguages, listLicenseTypes } from '@/lib/upstream/lookups';
import { branchOptions, countryOptions, languageOptions, licenceOptions, type SignupLookups } from './signup-options';

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.warn(`[signup] ${what} could not be loaded:`, result.reason instanceof Error ? result.reason.message : result.reason);
  return null;
}

/** Lists that change rarely: served from the last-good cache, refreshed behind the page. */
const TTL_MS = 5 * 60_000;
const lookup = <T>(key: string, load: () => Promise<T>) => cached(key, load, { ttlMs: TTL_MS });

/** The sign-up dropdowns, fetched in parallel on the server (no waterfall on a slow phone). */
export async function loadSignupLookups(lang: Locale): Promise<SignupLookups> {
  const [licences, countries, languages, branches] = await Promise.allSettled([
    lookup('license-types', () => listLicenseTypes()),
    lookup('countries', () => listCountries()),
    lookup('languages', () => listLanguages()),
    lookup('training-branches', () => listBranches()),
  ]);
  const l = settled(licences, 'licence types');
  const c = settled(countries, 'countries');
  const g = settled(languages, 'languages');
  const b = settled(branches, 'training branches');
  return {
    licences: l ? licenceOptions(l.items, lang) : [],
    countries: c ? countryOptions(c.items, lang) : [],
    languages: g ? languageOptions(g.items, lang) : [],
    branches: b ? branchOptions(b.items, lang) : [],
    failed: { licences: !l, others: !c || !g || !b },
  };
}
