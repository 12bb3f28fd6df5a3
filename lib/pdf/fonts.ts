import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { cacheShaping } from './shaping-cache';

// The fonts an invoice prints with. Arabic: Amiri (TrueType, from @expo-google-fonts/amiri), which
// carries its own Latin letters and digits. Amiri draws each dotted letter as one glyph, so the PDF's
// text map gives every glyph one letter and copying the text gives the source back; Noto Sans/Naskh
// Arabic (and Cairo, Tajawal, IBM Plex) build dotted letters from a shared skeleton plus marks or
// ligatures, and react-pdf then maps the skeleton to the wrong letter and misplaces the dots.
// English uses the built-in Helvetica. The files are copied beside the worker bundle at build time
// (scripts/lib/pdf-worker.mjs), so production needs no font package at run time.

export const ARABIC_FAMILY = 'Amiri';
/**
 * Amiri's features react-pdf cannot apply: it shapes every run left to right (textkit passes 'ltr'
 * to fontkit), so Amiri's cursive attachment (curs) and kerning (kern), written for right to left,
 * lift letters off the line ("تاريخ" printed as "التخ") and open gaps that split words in the text
 * layer ("نظ رية"). Without them letters join on the baseline, as Amiri draws them.
 */
export const ARABIC_FEATURES = { curs: false, kern: false } as const;
export const FONT_FILES = {
  regular: 'Amiri_400Regular.ttf',
  bold: 'Amiri_700Bold.ttf',
} as const;

export function registerFonts(dir: string) {
  Font.register({
    family: ARABIC_FAMILY,
    fonts: [
      { src: path.join(dir, FONT_FILES.regular), fontWeight: 'normal' },
      { src: path.join(dir, FONT_FILES.bold), fontWeight: 'bold' },
    ],
  });
  // Words are never split with hyphens (fee names, Arabic text).
  Font.registerHyphenationCallback((word) => [word]);
}

/**
 * Load Amiri's two weights now and put a shaping cache on each (shaping-cache.ts says why): the
 * render thread awaits this once before its first render.
 */
export async function loadArabicFonts(): Promise<void> {
  for (const fontWeight of [400, 700]) {
    const descriptor = { fontFamily: ARABIC_FAMILY, fontWeight, fontStyle: 'normal' } as const;
    await Font.load(descriptor);
    const source = Font.getFont(descriptor) as unknown as { data: Parameters<typeof cacheShaping>[0] | null } | null;
    if (source?.data) cacheShaping(source.data);
  }
}
