import { z } from 'zod';
import { localisedNameSchema } from './common';

export const gearTypeSchema = z.enum(['automatic', 'manual']);
export const genderSchema = z.enum(['male', 'female']);

// R§3 names few fields of a lookup: licence type `_id, name, gearTypes, genders,
// isEnabledForRegistration`; training branch `_id, name, type, allowTrainingSchedule`; language and
// country `name`. Those are required; what the spec does not name is optional (the reference API
// sends it, the centre may not), and values the spec leaves open are not closed enums: a gear type or
// gender the portal does not offer is left out, a branch type is any string (only `main_branch` is named).

/** A lookup's name: `{ en, ar }`, or one plain string for both languages (the spec writes only `name`). */
const lookupNameSchema = z.union([localisedNameSchema, z.string().transform((name) => ({ en: name, ar: name }))]);

/** Known values of an open list: the ones the portal offers, in the order given. */
const knownValues = <T extends string>(values: readonly T[]) =>
  z.array(z.string()).transform((list) => list.filter((v): v is T => (values as readonly string[]).includes(v)));

export const licenseTypeSchema = z.object({
  _id: z.string(),
  name: lookupNameSchema,
  /** the licence category sent as requiredLicenseCategory (spec silent on where it comes from) */
  code: z.string().optional(),
  gearTypes: knownValues(gearTypeSchema.options),
  genders: knownValues(genderSchema.options),
  isEnabledForRegistration: z.boolean(),
  /** the centre's order; without it, the order given */
  sortOrder: z.number().optional(),
});

export const licenseTypeNameSchema = z.object({ _id: z.string(), name: lookupNameSchema });

export const branchSchema = z.object({
  _id: z.string(),
  name: lookupNameSchema,
  type: z.string(),
  allowTrainingSchedule: z.boolean(),
  emirate: z.string().nullable().optional(),
});

/** Emirates: the id is the option's value (the personal-details payload sends it; spec silent). */
export const namedEntitySchema = z.object({ _id: z.string(), name: lookupNameSchema });

/** Occupations and visa professions: R§3 names only `name`, which is also what the portal sends. */
export const nameOnlySchema = z.object({ _id: z.string().optional(), name: lookupNameSchema });

export const countrySchema = z.object({
  _id: z.string().optional(),
  name: lookupNameSchema,
  iso2: z.string().optional(),
  callingCode: z.string().optional(),
  isGcc: z.boolean().optional(),
});

export const languageSchema = z.object({ _id: z.string(), name: lookupNameSchema, code: z.string().optional() });

export type GearType = z.infer<typeof gearTypeSchema>;
export type Gender = z.infer<typeof genderSchema>;
export type LicenseType = z.infer<typeof licenseTypeSchema>;
export type LicenseTypeName = z.infer<typeof licenseTypeNameSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type NamedEntity = z.infer<typeof namedEntitySchema>;
export type NameOnly = z.infer<typeof nameOnlySchema>;
export type Country = z.infer<typeof countrySchema>;
export type Language = z.infer<typeof languageSchema>;

/** The centre's order of licence types; one without a sortOrder keeps its place after those with one (the sort is stable). */
export const bySortOrder = (a: { sortOrder?: number | undefined }, b: { sortOrder?: number | undefined }) =>
  (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER);

/** Lookup resources by the name the portal uses, with their upstream path and item shape. */
export const LOOKUPS = {
  licenseTypes: { path: '/entity/v1/license-type', item: licenseTypeSchema },
  branches: { path: '/entity/v1/training-branch', item: branchSchema },
  emirates: { path: '/entity/v1/emirates', item: namedEntitySchema },
  countries: { path: '/entity/v1/countries', item: countrySchema },
  occupations: { path: '/entity/v1/occupation', item: nameOnlySchema },
  visaProfessions: { path: '/entity/v1/visa-profession', item: nameOnlySchema },
  languages: { path: '/entity/v1/languages', item: languageSchema },
} as const;

export type LookupName = keyof typeof LOOKUPS;
export type LookupItem<N extends LookupName> = z.infer<(typeof LOOKUPS)[N]['item']>;
