// Name words shared by the front and MRZ parsers.

/** Lower-case words that may start a name part ("bin", "al") on the card front. */
export const NAME_PARTICLES = new Set(['al', 'el', 'bin', 'bint', 'ibn', 'abu', 'bu', 'de', 'da', 'del', 'dela', 'la', 'le', 'van', 'von', 'der']);

/** Two-letter words that are real name parts; other one- or two-letter words are OCR debris. */
export const SHORT_NAME_WORDS = new Set(['al', 'el', 'da', 'de', 'di', 'du', 'la', 'le', 'bu', 'ng', 'li', 'wu', 'yu', 'ho', 'ma', 'lo', 'xu']);

export const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
