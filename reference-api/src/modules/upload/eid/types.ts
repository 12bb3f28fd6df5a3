/** What an Emirates ID image yields. A field that could not be read is an empty string. */
export type EidResult = {
  name: string;
  /** YYYY-MM-DD */
  dob: string;
  /** English country name, e.g. "India", "United Arab Emirates". */
  nationality: string;
  gender: 'M' | 'F' | '';
  /** 784-YYYY-NNNNNNN-N, Luhn-checked. */
  eidNumber: string;
};

export type EidField = keyof EidResult;
export const EID_FIELDS: readonly EidField[] = ['name', 'dob', 'nationality', 'gender', 'eidNumber'];

export const emptyEidResult = (): EidResult => ({ name: '', dob: '', nationality: '', gender: '', eidNumber: '' });

export const countReadFields = (r: EidResult) => EID_FIELDS.filter((f) => r[f] !== '').length;
