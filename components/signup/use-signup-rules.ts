'use client';

import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { isUaeNationality } from '@/lib/domain/nationality';
import { EID_FORM_FIELDS, type EidFormPatch, type EidResult } from './eid-fields';
import type { SignupField, SignupFormValues } from './form-values';
import type { LicenceOption, SignupLookups } from './signup-options';

export interface SignupRules {
  licence: LicenceOption | undefined;
  isUae: boolean;
  /** The Emirates ID whose details are in the form, if any. */
  eid: EidResult | null;
  onLicenceChange: (id: string) => void;
  onNationalityChange: (value: string) => void;
  applyEid: (patch: EidFormPatch, result: EidResult) => void;
  /** 'Cancel' in 'Details from EID', or 'Error Reading EID': the card's fields are emptied (R§8). */
  clearEid: () => void;
  /** 'Emirates Id already exists': the read card is forgotten, what was typed stays. */
  forgetEid: () => void;
}

/**
 * The sign-up rules that react to what is chosen (R§4, R§5), for the full and the quick sign-up
 * alike: a licence type narrows gear types and genders (and clears the gear type), nationality UAE
 * forces the residency answer to No, and the Emirates ID panel fills or clears its fields.
 */
export function useSignupRules(form: UseFormReturn<SignupFormValues>, lookups: SignupLookups): SignupRules {
  const [eid, setEid] = useState<EidResult | null>(null);
  const licenseTypeId = useWatch({ control: form.control, name: 'licenseTypeId' });
  const nationality = useWatch({ control: form.control, name: 'nationality' });
  const licence = lookups.licences.find((l) => l.value === licenseTypeId);
  const { setValue, getValues, formState } = form;

  const set = (name: SignupField, value: string) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  function onLicenceChange(id: string) {
    const next = lookups.licences.find((l) => l.value === id);
    setValue('licenseCategory', next?.code ?? '');
    set('gearType', '');
    if (next && !(next.genders as string[]).includes(getValues('gender'))) set('gender', '');
  }

  function onNationalityChange(value: string) {
    if (isUaeNationality(value)) set('hasResidencyVisa', 'no');
  }

  function applyEid(patch: EidFormPatch, result: EidResult) {
    for (const [name, value] of Object.entries(patch) as [SignupField, string][]) set(name, value);
    if (patch.nationality) onNationalityChange(patch.nationality);
    if (patch.gender && licence && !(licence.genders as string[]).includes(patch.gender)) set('gender', '');
    setEid(result);
  }

  function clearEid() {
    for (const name of EID_FORM_FIELDS) set(name, '');
    setEid(null);
  }

  function forgetEid() {
    setValue('emiratesId', '');
    setEid(null);
  }

  return { licence, isUae: isUaeNationality(nationality), eid, onLicenceChange, onNationalityChange, applyEid, clearEid, forgetEid };
}
