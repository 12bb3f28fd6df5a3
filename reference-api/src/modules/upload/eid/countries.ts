// MRZ nationality codes (ISO 3166-1 alpha-3, plus ICAO's own) → the English country name the
// reader returns. Names are the short common forms a sign-up form lists ("United Kingdom",
// "Syria"), not the ISO formal names; `aliases` are other spellings a card front may print.
// Covers the GCC and the nationalities most common among UAE residents.

export type Country = { iso3: string; name: string; aliases?: string[] };

export const COUNTRIES: readonly Country[] = [
  // GCC
  { iso3: 'ARE', name: 'United Arab Emirates', aliases: ['UAE', 'Emirati', 'U.A.E'] },
  { iso3: 'SAU', name: 'Saudi Arabia', aliases: ['Kingdom of Saudi Arabia', 'KSA'] },
  { iso3: 'KWT', name: 'Kuwait' },
  { iso3: 'QAT', name: 'Qatar' },
  { iso3: 'BHR', name: 'Bahrain' },
  { iso3: 'OMN', name: 'Oman' },
  // South and South-East Asia
  { iso3: 'IND', name: 'India', aliases: ['Indian'] },
  { iso3: 'PAK', name: 'Pakistan' },
  { iso3: 'BGD', name: 'Bangladesh' },
  { iso3: 'LKA', name: 'Sri Lanka' },
  { iso3: 'NPL', name: 'Nepal' },
  { iso3: 'AFG', name: 'Afghanistan' },
  { iso3: 'MDV', name: 'Maldives' },
  { iso3: 'BTN', name: 'Bhutan' },
  { iso3: 'PHL', name: 'Philippines', aliases: ['Filipino'] },
  { iso3: 'IDN', name: 'Indonesia' },
  { iso3: 'MYS', name: 'Malaysia' },
  { iso3: 'SGP', name: 'Singapore' },
  { iso3: 'THA', name: 'Thailand' },
  { iso3: 'VNM', name: 'Vietnam', aliases: ['Viet Nam'] },
  { iso3: 'MMR', name: 'Myanmar' },
  { iso3: 'KHM', name: 'Cambodia' },
  { iso3: 'CHN', name: 'China' },
  { iso3: 'HKG', name: 'Hong Kong' },
  { iso3: 'TWN', name: 'Taiwan' },
  { iso3: 'JPN', name: 'Japan' },
  { iso3: 'KOR', name: 'South Korea', aliases: ['Korea', 'Republic of Korea'] },
  // Middle East and North Africa
  { iso3: 'EGY', name: 'Egypt' },
  { iso3: 'JOR', name: 'Jordan' },
  { iso3: 'LBN', name: 'Lebanon' },
  { iso3: 'SYR', name: 'Syria', aliases: ['Syrian Arab Republic'] },
  { iso3: 'PSE', name: 'Palestine' },
  { iso3: 'IRQ', name: 'Iraq' },
  { iso3: 'IRN', name: 'Iran' },
  { iso3: 'YEM', name: 'Yemen' },
  { iso3: 'SDN', name: 'Sudan' },
  { iso3: 'LBY', name: 'Libya' },
  { iso3: 'TUN', name: 'Tunisia' },
  { iso3: 'DZA', name: 'Algeria' },
  { iso3: 'MAR', name: 'Morocco' },
  { iso3: 'MRT', name: 'Mauritania' },
  { iso3: 'COM', name: 'Comoros' },
  { iso3: 'TUR', name: 'Turkey', aliases: ['Turkiye', 'Türkiye'] },
  // Sub-Saharan Africa
  { iso3: 'ETH', name: 'Ethiopia' },
  { iso3: 'ERI', name: 'Eritrea' },
  { iso3: 'SOM', name: 'Somalia' },
  { iso3: 'KEN', name: 'Kenya' },
  { iso3: 'UGA', name: 'Uganda' },
  { iso3: 'TZA', name: 'Tanzania' },
  { iso3: 'NGA', name: 'Nigeria' },
  { iso3: 'GHA', name: 'Ghana' },
  { iso3: 'CMR', name: 'Cameroon' },
  { iso3: 'ZAF', name: 'South Africa' },
  { iso3: 'ZWE', name: 'Zimbabwe' },
  // Europe
  { iso3: 'GBR', name: 'United Kingdom', aliases: ['Great Britain', 'British'] },
  { iso3: 'GBD', name: 'United Kingdom' },
  { iso3: 'GBN', name: 'United Kingdom' },
  { iso3: 'GBO', name: 'United Kingdom' },
  { iso3: 'IRL', name: 'Ireland' },
  { iso3: 'FRA', name: 'France' },
  { iso3: 'DEU', name: 'Germany' },
  { iso3: 'D', name: 'Germany' },
  { iso3: 'ITA', name: 'Italy' },
  { iso3: 'ESP', name: 'Spain' },
  { iso3: 'PRT', name: 'Portugal' },
  { iso3: 'NLD', name: 'Netherlands' },
  { iso3: 'BEL', name: 'Belgium' },
  { iso3: 'CHE', name: 'Switzerland' },
  { iso3: 'AUT', name: 'Austria' },
  { iso3: 'SWE', name: 'Sweden' },
  { iso3: 'NOR', name: 'Norway' },
  { iso3: 'DNK', name: 'Denmark' },
  { iso3: 'FIN', name: 'Finland' },
  { iso3: 'POL', name: 'Poland' },
  { iso3: 'CZE', name: 'Czech Republic', aliases: ['Czechia'] },
  { iso3: 'HUN', name: 'Hungary' },
  { iso3: 'ROU', name: 'Romania' },
  { iso3: 'BGR', name: 'Bulgaria' },
  { iso3: 'SRB', name: 'Serbia' },
  { iso3: 'GRC', name: 'Greece' },
  { iso3: 'CYP', name: 'Cyprus' },
  { iso3: 'RUS', name: 'Russia', aliases: ['Russian Federation'] },
  { iso3: 'UKR', name: 'Ukraine' },
  { iso3: 'BLR', name: 'Belarus' },
  // Central Asia and Caucasus
  { iso3: 'KAZ', name: 'Kazakhstan' },
  { iso3: 'UZB', name: 'Uzbekistan' },
  { iso3: 'KGZ', name: 'Kyrgyzstan' },
  { iso3: 'TJK', name: 'Tajikistan' },
  { iso3: 'TKM', name: 'Turkmenistan' },
  { iso3: 'AZE', name: 'Azerbaijan' },
  { iso3: 'ARM', name: 'Armenia' },
  { iso3: 'GEO', name: 'Georgia' },
  // Americas and Oceania
  { iso3: 'USA', name: 'United States', aliases: ['United States of America', 'USA'] },
  { iso3: 'CAN', name: 'Canada' },
  { iso3: 'MEX', name: 'Mexico' },
  { iso3: 'BRA', name: 'Brazil' },
  { iso3: 'ARG', name: 'Argentina' },
  { iso3: 'COL', name: 'Colombia' },
  { iso3: 'AUS', name: 'Australia' },
  { iso3: 'NZL', name: 'New Zealand' },
];

const BY_CODE = new Map(COUNTRIES.map((c) => [c.iso3, c.name]));

/** English name for an MRZ nationality field ("IND", "D<<"), or null when unknown. */
export function countryFromMrzCode(code: string): string | null {
  return BY_CODE.get(code.replace(/</g, '').toUpperCase()) ?? null;
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

const simplify = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const CANDIDATES = COUNTRIES.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((label) => ({ key: simplify(label), name: c.name }))).filter(
  (c) => c.key.length >= 3,
);

/**
 * The country an OCR'd phrase names, tolerating a few misread letters and trailing noise
 * ("lndia", "Unlted Arab Emirates ee"). Only the leading 1–4 words are tried.
 */
export function countryFromText(text: string): string | null {
  const words = text.split(/\s+/).filter(Boolean).slice(0, 4);
  let best: { name: string; score: number } | null = null;
  for (let n = words.length; n >= 1; n--) {
    const phrase = simplify(words.slice(0, n).join(''));
    if (phrase.length < 3) continue;
    for (const c of CANDIDATES) {
      const allowed = c.key.length <= 4 ? 0 : c.key.length <= 7 ? 1 : 2;
      const d = levenshtein(phrase, c.key);
      if (d <= allowed && (!best || d / c.key.length < best.score)) best = { name: c.name, score: d / c.key.length };
    }
  }
  return best?.name ?? null;
}
