// Licence enums (R§3), zod-free: the forms' first load uses them, the schemas build on them.

export const GEAR_TYPES = ['automatic', 'manual'] as const;
export const GENDERS = ['male', 'female'] as const;
export const YES_NO = ['yes', 'no'] as const;

export type GearType = (typeof GEAR_TYPES)[number];
export type Gender = (typeof GENDERS)[number];
export type YesNo = (typeof YES_NO)[number];
