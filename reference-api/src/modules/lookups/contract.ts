import { z } from 'zod';
import type { Labels } from '../../platform/fields';

// Lookup item shapes (contract "Lookups") and the labels of the list's query parameters.
export const LOOKUP_LABELS: Labels = {
  _filters: 'Filters',
  _sort: 'Sort field',
  _order: 'Sort order',
  _start: 'Start',
  _end: 'End',
  'name.en': 'English name',
  'name.ar': 'Arabic name',
  sortOrder: 'Sort order',
};

export const localisedName = z.object({ en: z.string(), ar: z.string() }).meta({ id: 'LocalisedName' });
export const nameInput = z.object({
  en: z.string().trim().min(1).max(100),
  ar: z.string().trim().min(1).max(100),
});

export const licenseTypeItem = z
  .object({
    _id: z.string(),
    name: localisedName,
    code: z.string(),
    gearTypes: z.array(z.enum(['automatic', 'manual'])),
    genders: z.array(z.enum(['male', 'female'])),
    isEnabledForRegistration: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'LicenseType' });

export const namedItem = z.object({ _id: z.string(), name: localisedName });
