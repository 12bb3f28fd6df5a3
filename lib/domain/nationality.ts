/** R§9: the nationality values are the countries' English names, as the user record holds them. */
export const UAE_NATIONALITY = 'United Arab Emirates';

export const GCC_NATIONALITIES = ['Saudi Arabia', 'Kuwait', UAE_NATIONALITY, 'Qatar', 'Bahrain', 'Oman'] as const;

const normalise = (value: string) => value.trim().toLowerCase();
const gcc = new Set<string>(GCC_NATIONALITIES.map(normalise));

export function isGccNationality(nationality: string): boolean {
  return gcc.has(normalise(nationality));
}

/** R§4: choosing United Arab Emirates forces the residency-visa answer to No. */
export function isUaeNationality(nationality: string): boolean {
  return normalise(nationality) === normalise(UAE_NATIONALITY);
}

/** R§5: outside the GCC a learner needs a UAE residency visa to register. */
export function requiresResidencyVisa({ nationality }: { nationality: string }): boolean {
  return !isGccNationality(nationality);
}

/** R§5: the sign-up is refused when the answer is No and the nationality needs a visa. */
export function breaksResidencyRule({ nationality, hasResidencyVisa }: { nationality: string; hasResidencyVisa: boolean }): boolean {
  return !hasResidencyVisa && requiresResidencyVisa({ nationality });
}
