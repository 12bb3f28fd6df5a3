import { z } from 'zod';
import { localisedNameSchema } from './common';

export const gearTypeSchema = z.enum(['automatic', 'manual']);
export const genderSchema = z.enum(['male', 'female']);

export const licenseTypeSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  code: z.string(),
  gearTypes: z.array(gearTypeSchema),
  genders: z.array(genderSchema),
  isEnabledForRegistration: z.boolean(),
  sortOrder: z.number(),
});

export const licenseTypeNameSchema = z.object({ _id: z.string(), name: localisedNameSchema });

export const branchSchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  type: z.enum(['main_branch', 'branch', 'training_centre']),
  allowTrainingSchedule: z.boolean(),
  emirate: z.string().nullable(),
});

export const namedEntitySchema = z.object({ _id: z.string(), name: localisedNameSchema });

export const countrySchema = z.object({
  _id: z.string(),
  name: localisedNameSchema,
  iso2: z.string(),
  callingCode: z.string(),
  isGcc: z.boolean(),
});

export const languageSchema = z.object({ _id: z.string(), name: localisedNameSchema, code: z.string() });

export type GearType = z.infer<typeof gearTypeSchema>;
export type Gender = z.infer<typeof genderSchema>;
export type LicenseType = z.infer<typeof licenseTypeSchema>;
export type LicenseTypeName = z.infer<typeof licenseTypeNameSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type NamedEntity = z.infer<typeof namedEntitySchema>;
export type Country = z.infer<typeof countrySchema>;
export type Language = z.infer<typeof languageSchema>;

/** Lookup resources by the name the portal uses, with their upstream path and item shape. */
export const LOOKUPS = {
  licenseTypes: { path: '/entity/v1/license-type', item: licenseTypeSchema },
  branches: { path: '/entity/v1/training-branch', item: branchSchema },
  emirates: { path: '/entity/v1/emirates', item: namedEntitySchema },
  countries: { path: '/entity/v1/countries', item: countrySchema },
  occupations: { path: '/entity/v1/occupation', item: namedEntitySchema },
  visaProfessions: { path: '/entity/v1/visa-profession', item: namedEntitySchema },
  languages: { path: '/entity/v1/languages', item: languageSchema },
} as const;

export type LookupName = keyof typeof LOOKUPS;
export type LookupItem<N extends LookupName> = z.infer<(typeof LOOKUPS)[N]['item']>;
