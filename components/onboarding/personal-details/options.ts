import type { Option } from '@/components/signup/signup-options';
import type { Locale } from '@/lib/i18n/routing';
import type { Country, LicenseTypeName, NamedEntity, NameOnly } from '@/lib/upstream/schemas/lookups';

// What the personal-details form needs of the lookups, in the page's language. Pure, so the step
// (server) builds it and the tests can too. The API stores names in English (nationality, occupation,
// visa profession) and ids for emirates and licence types: the option values follow.

export type { Option };

export interface PersonalDetailsLookups {
  /** Value: the English name; label: the page's language. */
  countries: Option[];
  /** Value: the emirate's id. */
  emirates: Option[];
  occupations: Option[];
  /** Includes 'Other', 'Pilot' and 'Cabin Crew' (R§9). */
  visaProfessions: Option[];
  /** Every licence type (a licence already held may be of one no longer offered); value: its id. */
  licenceTypes: Option[];
  /** Some list could not be loaded: the form says so instead of showing an empty select. */
  failed: boolean;
}

const localName = (name: { en: string; ar: string }, lang: Locale) => name[lang] || name.en;

const sorted = (options: Option[], lang: Locale) => {
  const collator = new Intl.Collator(lang);
  return options.sort((a, b) => collator.compare(a.label, b.label));
};

/** Named by their English name (what the user record holds), labelled in the page's language. */
export function byEnglishName(items: readonly (NameOnly | Country)[], lang: Locale, { sort = true } = {}): Option[] {
  const options = items.map((item) => ({ value: item.name.en, label: localName(item.name, lang) }));
  return sort ? sorted(options, lang) : options;
}

/** Named by id (emirates, licence types), in the API's order. */
export function byId(items: readonly (NamedEntity | LicenseTypeName)[], lang: Locale): Option[] {
  return items.map((item) => ({ value: item._id, label: localName(item.name, lang) }));
}
