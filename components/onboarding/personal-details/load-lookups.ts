import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { cached } from '@/lib/upstream/cache';
import { listAllLicenseTypes, listCountries, listEmirates, listOccupations, listVisaProfessions } from '@/lib/upstream/lookups';
import { byEnglishName, byId, type PersonalDetailsLookups } from './options';

/** Lists that change rarely: served from the last-good cache, refreshed behind the page. */
const TTL_MS = 5 * 60_000;
const lookup = <T>(key: string, load: () => Promise<T>) => cached(key, load, { ttlMs: TTL_MS });

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.warn(`[personal-details] ${what} could not be loaded:`, result.reason instanceof Error ? result.reason.message : result.reason);
  return null;
}

/** The step's dropdowns, fetched in parallel on the server (no waterfall on a slow phone). */
export async function loadPersonalDetailsLookups(lang: Locale): Promise<PersonalDetailsLookups> {
  const [countries, emirates, occupations, professions, licences] = await Promise.allSettled([
    lookup('countries', () => listCountries()),
    lookup('emirates', () => listEmirates()),
    lookup('occupations', () => listOccupations()),
    lookup('visa-professions', () => listVisaProfessions()),
    lookup('license-types-all', () => listAllLicenseTypes()),
  ]);
  const c = settled(countries, 'countries');
  const e = settled(emirates, 'emirates');
  const o = settled(occupations, 'occupations');
  const v = settled(professions, 'visa professions');
  const l = settled(licences, 'licence types');
  return {
    countries: c ? byEnglishName(c.items, lang) : [],
    emirates: e ? byId(e.items, lang) : [],
    // The centre's order ('Other' last), not the alphabet's.
    occupations: o ? byEnglishName(o.items, lang, { sort: false }) : [],
    visaProfessions: v ? byEnglishName(v.items, lang, { sort: false }) : [],
    licenceTypes: l ? byId(l, lang) : [],
    failed: !c || !e || !o || !v || !l,
  };
}
