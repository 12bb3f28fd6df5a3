import { bySortOrder, type Branch, type Country, type Gender, type GearType, type Language, type LicenseType } from '@/lib/upstream/schemas/lookups';
import type { Locale } from '@/lib/i18n/routing';

// What the sign-up form needs of the lookups, already filtered (R§5) and in the page's language.
// Pure, so the page (server) builds it and the tests can too.

export interface Option {
  value: string;
  label: string;
}

export interface LicenceOption extends Option {
  /** The licence code, sent as requiredLicenseCategory. */
  code: string;
  gearTypes: GearType[];
  genders: Gender[];
}

export interface SignupLookups {
  licences: LicenceOption[];
  /** Value: the country's English name (what the user record holds); label: the page's language. */
  countries: Option[];
  languages: Option[];
  branches: Option[];
  /** Which lists could not be loaded, so the form can say so instead of showing empty selects. */
  failed: { licences: boolean; others: boolean };
}

const localName = (name: { en: string; ar: string }, lang: Locale) => name[lang] || name.en;

/** R§5: only licence types enabled for registration, in the centre's order. */
export function licenceOptions(types: readonly LicenseType[], lang: Locale): LicenceOption[] {
  return types
    .filter((t) => t.isEnabledForRegistration)
    .sort(bySortOrder)
    .map((t) => ({ value: t._id, label: localName(t.name, lang), code: t.code ?? '', gearTypes: t.gearTypes, genders: t.genders }));
}

/** R§5: branches that are not the main branch, or that allow a training schedule. */
export function branchOptions(branches: readonly Branch[], lang: Locale): Option[] {
  return branches.filter((b) => b.type !== 'main_branch' || b.allowTrainingSchedule).map((b) => ({ value: b._id, label: localName(b.name, lang) }));
}

export function countryOptions(countries: readonly Country[], lang: Locale): Option[] {
  const collator = new Intl.Collator(lang);
  return countries.map((c) => ({ value: c.name.en, label: localName(c.name, lang) })).sort((a, b) => collator.compare(a.label, b.label));
}

export function languageOptions(languages: readonly Language[], lang: Locale): Option[] {
  return languages.map((l) => ({ value: l._id, label: localName(l.name, lang) }));
}

/** The country option whose English name matches `name` (case and spacing aside), e.g. from an ID card. */
export function findCountry(countries: readonly Option[], name: string): Option | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return wanted ? countries.find((c) => c.value.toLowerCase() === wanted) : undefined;
}
