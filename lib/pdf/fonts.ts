import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// The fonts an invoice prints with. Arabic: Noto Sans Arabic's .woff (its .woff2 prints blank in
// react-pdf), with the same family's Latin subset after it for names, ids and digits. English uses
// the built-in Helvetica. The files are copied beside the worker bundle at build time
// (scripts/lib/pdf-worker.mjs), so production needs no devDependency at run time.

export const ARABIC_FAMILY = 'NotoSansArabic';
export const LATIN_FALLBACK = 'NotoSansArabicLatin';
export const FONT_FILES = {
  arabic: 'noto-sans-arabic-arabic-400-normal.woff',
  latin: 'noto-sans-arabic-latin-400-normal.woff',
} as const;

export function registerFonts(dir: string) {
  Font.register({ family: ARABIC_FAMILY, src: path.join(dir, FONT_FILES.arabic) });
  Font.register({ family: LATIN_FALLBACK, src: path.join(dir, FONT_FILES.latin) });
  // Words are never split with hyphens (fee names, Arabic text).
  Font.registerHyphenationCallback((word) => [word]);
}
