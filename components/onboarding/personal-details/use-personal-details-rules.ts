'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  isOtherProfession,
  needsLicenceEmirate,
  parseUaeLicences,
  showAddNewCategory,
  showCabinCrew,
  showEmirate,
  showGoldenOpportunity,
  showHasLicence,
  showLicenceDetails,
  showNoc,
  type Answer,
} from '@/lib/domain/personal-details';
import type { PersonalDetailsFormValues } from './form-values';

/** Which questions show right now (R§5), from what is typed and the learner's profile. */
export interface PersonalDetailsRules {
  emirate: boolean;
  otherProfession: boolean;
  cabinCrew: boolean;
  noc: boolean;
  uaeList: boolean;
  hasLicence: boolean;
  licenceDetails: boolean;
  licenceEmirate: boolean;
  golden: boolean;
  addNewCategory: boolean;
  /** R§4: choosing 'no licence' resets the golden-opportunity answer to No. */
  onHasLicenceChange: (value: string) => void;
}

const WATCHED = [
  'nationality',
  'visaProfession',
  'otherProfession',
  'hasUAELicense',
  'uaeLicences',
  'hasLicense',
  'licenseCountry',
  'gender',
  'requiredLicenseId',
  'gearType',
] as const satisfies readonly (keyof PersonalDetailsFormValues)[];
type Watched = (typeof WATCHED)[number];

const answer = (value: string | undefined): Answer => (value === 'yes' || value === 'no' ? value : '');

export function usePersonalDetailsRules(form: UseFormReturn<PersonalDetailsFormValues>): PersonalDetailsRules {
  // Only the answers the rules read: a date box re-registering on each render must not re-render the form.
  const watched = useWatch({ control: form.control, name: WATCHED });
  const v = Object.fromEntries(WATCHED.map((name, i) => [name, watched[i]])) as Partial<Record<Watched, string>>;
  const s = (name: Watched) => v[name] ?? '';
  const uae = {
    hasUAELicense: answer(v.hasUAELicense),
    uaeLicences: parseUaeLicences(v.uaeLicences),
    requiredLicenseId: s('requiredLicenseId'),
  };
  const licence = { ...uae, hasLicense: answer(v.hasLicense), licenseCountry: s('licenseCountry') };
  const profession = { visaProfession: s('visaProfession'), otherProfession: s('otherProfession') };
  return {
    emirate: showEmirate({ nationality: s('nationality') }),
    otherProfession: isOtherProfession(profession.visaProfession),
    cabinCrew: showCabinCrew(profession),
    noc: showNoc({ gender: s('gender') }),
    uaeList: uae.hasUAELicense === 'yes',
    hasLicence: showHasLicence(uae),
    licenceDetails: showLicenceDetails(licence),
    licenceEmirate: needsLicenceEmirate(licence),
    golden: showGoldenOpportunity(licence),
    addNewCategory: showAddNewCategory({ ...uae, gearType: s('gearType'), isCorporate: false }),
    onHasLicenceChange: (value) => {
      if (value === 'no') form.setValue('isGoldenOpertunityCustomer', 'no', { shouldDirty: true });
    },
  };
}
