import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js "mobile" metadata for the United Arab Emirates only, copied from the
 * installed package (metadata.mobile.json, countries.AE) without its formatting rules.
 * Why: the portal only ever checks 971 numbers, and the bundled /min metadata costs ~20 kB gzip
 * on the sign-up page against <1 kB here (measured with esbuild: /min 29.5 kB, /core + this 9.7 kB).
 * tests/unit/domain-phone.test.ts compares it with the package so an upgrade cannot drift silently.
 */
export const UAE_PHONE_METADATA = {
  version: 4,
  country_calling_codes: { '971': ['AE'] },
  countries: {
    AE: [
      '971',
      '00',
      '(?:[4-7]\\d|9[0-689])\\d{7}|800\\d{2,9}|[2-4679]\\d{7}',
      [5, 6, 7, 8, 9, 10, 11, 12],
      [],
      '0',
      0,
      0,
      0,
      0,
      0,
      [0, ['5[02-68]\\d{7}', [9]]],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;
