import {
  EXPERIENCE_IN_YEARS,
  effectiveLicence,
  effectiveProfession,
  effectiveUaeLicences,
  showAddNewCategory,
  showCabinCrew,
  showEmirate,
  showGoldenOpportunity,
  showNoc,
  type LearnerFacts,
  type PersonalDetailsAnswers,
  type UaeLicence,
} from '@/lib/domain/personal-details';

// R§3's personal-details payload (PUT user/v1/student/personal-details, row 4.1), built from the
// form's answers by R§5's "On submit" rules (lib/domain/personal-details.ts decides what applies;
// this module names it as the centre does, the spec's spelling `isGoldenOpertunityCustomer` kept).

export interface PersonalDetailsPayload {
  nationality: string;
  address: { address: string; latitude: string; longitude: string };
  studentDetails: {
    emirate?: string;
    occupation: string;
    visaProfession: string;
    isCabinCrewOrPilot: boolean;
    hasLicense: boolean;
    licenseCountry?: string;
    licenseIssueDate?: string;
    licenseExpiryDate?: string;
    licenseEmirate?: string;
    isLicenseExpired: false;
    experienceInYears: number;
    hasUAELicense: boolean;
    UAELicenseTypes: UaeLicence[];
    hasNOCEnabled?: boolean;
    requiredLicenseId: string;
    requiredLicenseCategory?: string;
    gearType: string;
  };
  isGoldenOpertunityCustomer: boolean;
  isEligibleForAddingNewCategory: boolean;
}

/** A coordinate as the API takes it: a decimal string (R§5: converted to strings). */
const coordinate = (value: string) => String(Number(value));

/** R§5 "On submit": the PUT /user/v1/student/personal-details body. */
export function toPersonalDetailsPayload(answers: PersonalDetailsAnswers, facts: LearnerFacts): PersonalDetailsPayload {
  const uaeFacts = { ...answers, requiredLicenseId: facts.requiredLicenseId };
  const emirate = showEmirate(answers) && answers.emirate.trim() ? answers.emirate.trim() : undefined;
  return {
    nationality: answers.nationality,
    address: { address: answers.address.trim(), latitude: coordinate(answers.latitude), longitude: coordinate(answers.longitude) },
    studentDetails: {
      ...(emirate ? { emirate } : {}),
      occupation: answers.occupation.trim(),
      visaProfession: effectiveProfession(answers),
      isCabinCrewOrPilot: showCabinCrew(answers) && answers.isCabinCrewOrPilot === 'yes',
      ...effectiveLicence(answers, facts),
      isLicenseExpired: false,
      experienceInYears: EXPERIENCE_IN_YEARS,
      ...effectiveUaeLicences(answers, facts),
      ...(showNoc(facts) ? { hasNOCEnabled: answers.hasNOCEnabled === 'yes' } : {}),
      requiredLicenseId: facts.requiredLicenseId,
      ...(facts.requiredLicenseCategory ? { requiredLicenseCategory: facts.requiredLicenseCategory } : {}),
      gearType: facts.gearType,
    },
    isGoldenOpertunityCustomer: showGoldenOpportunity({ ...uaeFacts, ...answers }) && answers.isGoldenOpertunityCustomer === 'yes',
    isEligibleForAddingNewCategory:
      showAddNewCategory({ ...uaeFacts, gearType: facts.gearType, isCorporate: facts.isCorporate ?? false }) &&
      answers.isEligibleForAddingNewCategory === 'yes',
  };
}
