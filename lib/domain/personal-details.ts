import { isIsoDate, todayIn } from './dates';
import { isUaeNationality, UAE_NATIONALITY } from './nationality';

// The personal-details step (R§5 "Personal details form"), zod-free: which questions show, how a
// licence listed in one place fills the other, and the upstream payload. The form (browser) and the
// use case (server) run the same rules; `now` is passed in.

export const VISA_OTHER = 'Other';
/** R§9: the visa professions that ask the cabin-crew question. */
export const FLYING_PROFESSIONS = ['Pilot', 'Cabin Crew'] as const;
/** R§5: experienceInYears is always sent as 5.5; isLicenseExpired always false. */
export const EXPERIENCE_IN_YEARS = 5.5;

export type Answer = 'yes' | 'no' | '';

export interface UaeLicence {
  licenseTypeId: string;
  licenseEmirate: string;
  /** ISO 'YYYY-MM-DD' once a real date, else what was typed. */
  licenseIssueDate: string;
  licenseExpiryDate: string;
}

/** What the learner answered (the form's values once checked; dates ISO). */
export interface PersonalDetailsAnswers {
  nationality: string;
  address: string;
  latitude: string;
  longitude: string;
  emirate: string;
  occupation: string;
  visaProfession: string;
  otherProfession: string;
  isCabinCrewOrPilot: Answer;
  hasLicense: Answer;
  licenseCountry: string;
  licenseIssueDate: string;
  licenseExpiryDate: string;
  licenseEmirate: string;
  hasUAELicense: Answer;
  uaeLicences: UaeLicence[];
  hasNOCEnabled: Answer;
  isGoldenOpertunityCustomer: Answer;
  isEligibleForAddingNewCategory: Answer;
}

/** What the profile says about the learner (never what the browser claims). */
export interface LearnerFacts {
  gender: string;
  requiredLicenseId: string;
  requiredLicenseCategory?: string;
  gearType: string;
  /** R§5: corporate customers never see 'add new category'; the portal treats no one as corporate yet. */
  isCorporate?: boolean;
}

export const EMPTY_UAE_LICENCE: UaeLicence = { licenseTypeId: '', licenseEmirate: '', licenseIssueDate: '', licenseExpiryDate: '' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isOtherProfession(visaProfession: string): boolean {
  return same(visaProfession, VISA_OTHER);
}

/** The profession sent upstream: the free text when 'Other' was picked. */
export function effectiveProfession({ visaProfession, otherProfession }: Pick<PersonalDetailsAnswers, 'visaProfession' | 'otherProfession'>): string {
  return isOtherProfession(visaProfession) ? otherProfession.trim() : visaProfession.trim();
}

/** R§5: Pilot or Cabin Crew, picked or written under 'Other'. */
export function showCabinCrew(values: Pick<PersonalDetailsAnswers, 'visaProfession' | 'otherProfession'>): boolean {
  const profession = effectiveProfession(values);
  return FLYING_PROFESSIONS.some((p) => same(p, profession));
}

/** R§5: the emirate question belongs to UAE nationals (optional, no validator). */
export function showEmirate({ nationality }: Pick<PersonalDetailsAnswers, 'nationality'>): boolean {
  return isUaeNationality(nationality);
}

type UaeListFacts = Pick<PersonalDetailsAnswers, 'hasUAELicense' | 'uaeLicences'> & Pick<LearnerFacts, 'requiredLicenseId'>;

/** The listed UAE licence of the type the learner registered for, if any. */
export function requiredUaeLicence({ hasUAELicense, uaeLicences, requiredLicenseId }: UaeListFacts): UaeLicence | undefined {
  if (hasUAELicense !== 'yes' || !requiredLicenseId) return undefined;
  return uaeLicences.find((l) => l.licenseTypeId === requiredLicenseId);
}

/** R§5: the has-licence question hides when a UAE licence of the required type is already listed. */
export function showHasLicence(facts: UaeListFacts): boolean {
  return requiredUaeLicence(facts) === undefined;
}

/** R§5: the NOC question is for female learners only. */
export function showNoc({ gender }: Pick<LearnerFacts, 'gender'>): boolean {
  return gender === 'female';
}

/** R§5: licence details are asked only when the learner says yes (and the question shows). */
export function showLicenceDetails(facts: UaeListFacts & Pick<PersonalDetailsAnswers, 'hasLicense'>): boolean {
  return showHasLicence(facts) && facts.hasLicense === 'yes';
}

/** R§5: a licence issued in the UAE also names its emirate. */
export function needsLicenceEmirate(facts: UaeListFacts & Pick<PersonalDetailsAnswers, 'hasLicense' | 'licenseCountry'>): boolean {
  return showLicenceDetails(facts) && isUaeNationality(facts.licenseCountry);
}

/** R§5: golden opportunity shows when a licence country is set and the has-licence section is visible. */
export function showGoldenOpportunity(facts: UaeListFacts & Pick<PersonalDetailsAnswers, 'hasLicense' | 'licenseCountry'>): boolean {
  return showLicenceDetails(facts) && facts.licenseCountry.trim() !== '';
}

/** R§5: manual-gear learners already holding a UAE licence of the required type, not corporate. */
export function showAddNewCategory(facts: UaeListFacts & Pick<LearnerFacts, 'gearType' | 'isCorporate'>): boolean {
  return facts.gearType === 'manual' && !facts.isCorporate && requiredUaeLicence(facts) !== undefined;
}

export type DateProblem = 'required' | 'invalid' | 'future' | 'afterExpiry' | 'beforeIssue';

/** R§5: issue date required, real, not in the future, not after the expiry date. */
export function issueDateProblem({ issue, expiry, now }: { issue: string; expiry: string; now: Date }): DateProblem | null {
  if (!issue.trim()) return 'required';
  if (!isIsoDate(issue)) return 'invalid';
  if (issue > todayIn({ now })) return 'future';
  if (isIsoDate(expiry) && issue > expiry) return 'afterExpiry';
  return null;
}

/** R§5: expiry date required, real, not before the issue date. */
export function expiryDateProblem({ issue, expiry }: { issue: string; expiry: string }): DateProblem | null {
  if (!expiry.trim()) return 'required';
  if (!isIsoDate(expiry)) return 'invalid';
  if (isIsoDate(issue) && expiry < issue) return 'beforeIssue';
  return null;
}

export type UaeLicenceProblems = Partial<Record<keyof UaeLicence, DateProblem>>;

/** What is wrong with one UAE licence entry (empty when nothing). */
export function uaeLicenceProblems(entry: UaeLicence, now: Date): UaeLicenceProblems {
  const out: UaeLicenceProblems = {};
  if (!entry.licenseTypeId.trim()) out.licenseTypeId = 'required';
  if (!entry.licenseEmirate.trim()) out.licenseEmirate = 'required';
  const issue = issueDateProblem({ issue: entry.licenseIssueDate, expiry: entry.licenseExpiryDate, now });
  if (issue) out.licenseIssueDate = issue;
  const expiry = expiryDateProblem({ issue: entry.licenseIssueDate, expiry: entry.licenseExpiryDate });
  if (expiry) out.licenseExpiryDate = expiry;
  return out;
}

/** The entries the learner wrote something in: an untouched row (the first is always there) is no licence. */
export function filledUaeLicences(list: readonly UaeLicence[]): UaeLicence[] {
  return list.filter((l) => Object.values(l).some((v) => v.trim() !== ''));
}

export type UaeListProblem = 'required' | 'details';

/** R§5: with hasUAELicense yes, at least one licence, each complete and with sound dates. */
export function uaeListProblem({
  hasUAELicense,
  uaeLicences,
  now,
}: Pick<PersonalDetailsAnswers, 'hasUAELicense' | 'uaeLicences'> & { now: Date }): UaeListProblem | null {
  if (hasUAELicense !== 'yes') return null;
  const listed = filledUaeLicences(uaeLicences);
  if (listed.length === 0) return 'required';
  return listed.some((l) => Object.keys(uaeLicenceProblems(l, now)).length > 0) ? 'details' : null;
}

/** A UAE licence list kept as text (the form's drafts hold strings only), or already a list; anything unreadable is empty. */
export function parseUaeLicences(input: unknown): UaeLicence[] {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = input.trim() ? JSON.parse(input) : [];
    } catch {
      return [];
    }
  }
  if (!Array.isArray(raw)) return [];
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return raw
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      licenseTypeId: str(item.licenseTypeId),
      licenseEmirate: str(item.licenseEmirate),
      licenseIssueDate: str(item.licenseIssueDate),
      licenseExpiryDate: str(item.licenseExpiryDate),
    }));
}

export const serialiseUaeLicences = (list: readonly UaeLicence[]) => JSON.stringify(list);

/** The licence section as sent: copied from the listed UAE licence when the question was hidden. */
export function effectiveLicence(answers: PersonalDetailsAnswers, facts: LearnerFacts) {
  const listed = requiredUaeLicence({ ...answers, requiredLicenseId: facts.requiredLicenseId });
  if (listed) {
    return {
      hasLicense: true,
      licenseCountry: UAE_NATIONALITY,
      licenseIssueDate: listed.licenseIssueDate,
      licenseExpiryDate: listed.licenseExpiryDate,
      licenseEmirate: listed.licenseEmirate,
    };
  }
  if (answers.hasLicense !== 'yes') return { hasLicense: false as const };
  const uae = isUaeNationality(answers.licenseCountry);
  return {
    hasLicense: true,
    licenseCountry: answers.licenseCountry,
    licenseIssueDate: answers.licenseIssueDate,
    licenseExpiryDate: answers.licenseExpiryDate,
    ...(uae ? { licenseEmirate: answers.licenseEmirate } : {}),
  };
}

/** The UAE licence list as sent: a licence issued in the UAE (of the required type) joins it. */
export function effectiveUaeLicences(
  answers: PersonalDetailsAnswers,
  facts: LearnerFacts,
): { hasUAELicense: boolean; UAELicenseTypes: UaeLicence[] } {
  const listed = answers.hasUAELicense === 'yes' ? filledUaeLicences(answers.uaeLicences) : [];
  const fromLicence =
    showHasLicence({ ...answers, requiredLicenseId: facts.requiredLicenseId }) &&
    answers.hasLicense === 'yes' &&
    isUaeNationality(answers.licenseCountry);
  if (!fromLicence || !facts.requiredLicenseId || listed.some((l) => l.licenseTypeId === facts.requiredLicenseId)) {
    return { hasUAELicense: listed.length > 0, UAELicenseTypes: listed };
  }
  const copied: UaeLicence = {
    licenseTypeId: facts.requiredLicenseId,
    licenseEmirate: answers.licenseEmirate,
    licenseIssueDate: answers.licenseIssueDate,
    licenseExpiryDate: answers.licenseExpiryDate,
  };
  return { hasUAELicense: true, UAELicenseTypes: [...listed, copied] };
}
