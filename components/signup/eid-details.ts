import { parseIsoDate } from '@/lib/domain/age';
import { findCountry, type Option } from './signup-options';
import type { EidFormPatch, EidResult } from './eid-fields';

// R§3/R§4: what reading an Emirates ID returns and what 'Proceed' writes into the form.
// Loaded with the Emirates ID dialog, not with the page.

export { EID_FORM_FIELDS, type EidFormPatch, type EidResult } from './eid-fields';

export const EID_RESULT_FIELDS = ['name', 'dob', 'nationality', 'gender', 'eidNumber'] as const;

/** The answer of POST /api/eid/read (`data`), or null when it is not one. */
export function readEidResult(body: unknown): EidResult | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const out = {} as EidResult;
  for (const field of EID_RESULT_FIELDS) {
    const value = record[field];
    out[field] = typeof value === 'string' ? value.trim() : '';
  }
  return out;
}

/** R§8: 'Invalid Id…' when none of the ID's fields could be read. */
export function nothingRead(result: EidResult): boolean {
  return EID_RESULT_FIELDS.every((field) => result[field] === '');
}

/** The form values a read ID fills; fields the card did not yield are left as they are. */
export function eidToForm(result: EidResult, countries: readonly Option[]): EidFormPatch {
  const patch: EidFormPatch = {};
  const name = result.name.replace(/\s+/g, ' ').trim();
  if (name) patch.fullName = name;
  if (parseIsoDate(result.dob)) patch.dob = result.dob;
  if (result.gender) patch.gender = result.gender.toUpperCase() === 'M' ? 'male' : 'female';
  const country = findCountry(countries, result.nationality);
  if (country) patch.nationality = country.value;
  if (result.eidNumber) patch.emiratesId = result.eidNumber;
  return patch;
}
