import { formatAed } from '@/lib/domain/money';
import { formatDay } from '@/lib/domain/dates';
import { ARABIC_FAMILY, ARABIC_FEATURES } from '../fonts';

// What a document's language changes, in one place for every document: Arabic right to left in Amiri
// (fonts.ts says why that font), numbers, ids and dates inside Arabic wrapped in U+200E so their
// groups keep their order (U+2066–2069 isolates print as junk), amounts in AED and days in Dubai.

export type PdfLang = 'en' | 'ar';

const LRM = '\u200E';
// a number in a label, with its decimals and percent sign ("5%")
const NUMBER = /[0-9]+(?:[.,][0-9]+)?%?/g;

export function directionOf(lang: PdfLang) {
  const rtl = lang === 'ar';
  const ltr = (s: string) => (rtl ? `${LRM}${s}${LRM}` : s);
  return {
    lang,
    rtl,
    /** a number, id or date kept left to right */
    ltr,
    /** a label whose numbers keep their order ("5%") */
    words: (s: string) => (rtl ? s.replace(NUMBER, ltr) : s),
    money: (fils: number) => ltr(formatAed(fils, lang)),
    date: (iso: string | null | undefined) => (iso ? ltr(formatDay(iso)) : '–'),
    row: rtl ? ({ flexDirection: 'row-reverse' } as const) : ({ flexDirection: 'row' } as const),
    text: rtl ? ({ direction: 'rtl', textAlign: 'right' } as const) : ({ textAlign: 'left' } as const),
    end: rtl ? ({ textAlign: 'left' } as const) : ({ textAlign: 'right' } as const),
    font: rtl ? { fontFamily: ARABIC_FAMILY, fontFeatureSettings: ARABIC_FEATURES } : { fontFamily: 'Helvetica' },
  };
}

export type Direction = ReturnType<typeof directionOf>;

/** Every label of a set with its numbers kept in order (Arabic). */
export function localiseLabels<T extends object>(labels: T, dir: Direction): T {
  return dir.rtl ? (Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, typeof v === 'string' ? dir.words(v) : v])) as T) : labels;
}
