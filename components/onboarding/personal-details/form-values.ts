import { parseUaeLicences, serialiseUaeLicences, type UaeLicence } from '@/lib/domain/personal-details';
import type { Profile } from '@/lib/upstream/schemas/user';
import type { Option, PersonalDetailsLookups } from './options';

// The personal-details form's raw values: every control holds a string ('' = nothing chosen yet),
// so drafts keep all of it; the UAE licence list is kept as JSON text. The shared schema turns
// them into answers on submit, in the browser and in the server action.

export interface PersonalDetailsFormValues {
  nationality: string;
  address: string;
  latitude: string;
  longitude: string;
  emirate: string;
  occupation: string;
  visaProfession: string;
  otherProfession: string;
  isCabinCrewOrPilot: string;
  hasLicense: string;
  licenseCountry: string;
  licenseIssueDate: string;
  licenseExpiryDate: string;
  licenseEmirate: string;
  hasUAELicense: string;
  uaeLicences: string;
  hasNOCEnabled: string;
  isGoldenOpertunityCustomer: string;
  isEligibleForAddingNewCategory: string;
  /** The learner's facts from the profile (hidden; the server uses the profile's own). */
  gender: string;
  requiredLicenseId: string;
  gearType: string;
}

export type PersonalDetailsField = keyof PersonalDetailsFormValues;

/** From the profile, so a draft from an earlier visit never overrides them. */
export const PROFILE_FACTS = ['gender', 'requiredLicenseId', 'gearType'] as const satisfies readonly PersonalDetailsField[];

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');
const isoDay = (value: unknown) => text(value).slice(0, 10);
/** A saved value the dropdown offers (by value, or by an id or name the API kept), else nothing. */
function offered(value: string, options: readonly Option[]): string {
  const wanted = value.trim().toLowerCase();
  return options.find((o) => o.value.toLowerCase() === wanted)?.value ?? '';
}

type ProfileFacts = Pick<Profile, 'gender' | 'nationality' | 'studentDetails'> & { address?: unknown };

/** The form as the learner left it (a later visit, a refused payment) or as the profile prefills it. */
export function initialPersonalDetailsValues(profile: ProfileFacts, lookups: PersonalDetailsLookups): PersonalDetailsFormValues {
  const d = profile.studentDetails;
  const address = typeof profile.address === 'object' && profile.address !== null ? (profile.address as Record<string, unknown>) : {};
  const uae = parseUaeLicences(d.UAELicenseTypes).map((l): UaeLicence => ({
    ...l,
    licenseIssueDate: isoDay(l.licenseIssueDate),
    licenseExpiryDate: isoDay(l.licenseExpiryDate),
  }));
  const visa = text(d.visaProfession);
  const visaOption = offered(visa, lookups.visaProfessions);
  const other = lookups.visaProfessions.find((o) => o.value === 'Other');
  return {
    nationality: offered(profile.nationality ?? '', lookups.countries),
    address: text(address.address),
    latitude: text(address.latitude),
    longitude: text(address.longitude),
    emirate: offered(text(d.emirate), lookups.emirates),
    occupation: offered(text(d.occupation), lookups.occupations),
    // A profession written under 'Other' comes back as its text.
    visaProfession: visaOption || (visa && other ? other.value : ''),
    otherProfession: visaOption ? '' : visa,
    isCabinCrewOrPilot: yesNo(d.isCabinCrewOrPilot),
    hasLicense: yesNo(d.hasLicense),
    licenseCountry: offered(text(d.licenseCountry), lookups.countries),
    licenseIssueDate: isoDay(d.licenseIssueDate),
    licenseExpiryDate: isoDay(d.licenseExpiryDate),
    licenseEmirate: offered(text(d.licenseEmirate), lookups.emirates),
    hasUAELicense: yesNo(d.hasUAELicense),
    uaeLicences: serialiseUaeLicences(uae.length ? uae : [{ licenseTypeId: '', licenseEmirate: '', licenseIssueDate: '', licenseExpiryDate: '' }]),
    hasNOCEnabled: yesNo(d.hasNOCEnabled) || 'no',
    isGoldenOpertunityCustomer: 'no',
    isEligibleForAddingNewCategory: 'no',
    gender: profile.gender ?? '',
    requiredLicenseId: text(d.requiredLicenseId),
    gearType: text(d.gearType),
  };
}
