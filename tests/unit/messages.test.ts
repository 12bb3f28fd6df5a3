import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ERROR_CODES, FIELD_CODES, isErrorCode } from '@/lib/errors/codes';
import { CLIENT_CODES } from '@/lib/schemas/messages';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// en.json and ar.json must hold the same keys, no empty texts, and the same ICU arguments;
// Arabic plurals name all six CLDR categories (house style).

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of flatten(value, path)) out.set(k, v);
    else throw new Error(`${path}: neither a string nor a namespace`);
  }
  return out;
}

function walk(elements: MessageFormatElement[], visit: (el: MessageFormatElement) => void) {
  for (const el of elements) {
    visit(el);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value, visit);
    if (el.type === TYPE.tag) walk(el.children, visit);
  }
}

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  walk(parse(message), (el) => {
    if (el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
  });
  return [...names].sort();
}

const enFlat = flatten(en as Tree);
const arFlat = flatten(ar as Tree);

describe('messages', () => {
  it('en and ar have the same keys', () => {
    const missingInAr = [...enFlat.keys()].filter((k) => !arFlat.has(k));
    const missingInEn = [...arFlat.keys()].filter((k) => !enFlat.has(k));
    expect({ missingInAr, missingInEn }).toEqual({ missingInAr: [], missingInEn: [] });
  });

  it('has no empty texts', () => {
    const empty = [...enFlat, ...arFlat].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('every text is valid ICU and both languages use the same arguments', () => {
    const mismatched: string[] = [];
    for (const [key, enText] of enFlat) {
      const arText = arFlat.get(key);
      if (arText === undefined) continue;
      const a = argumentsOf(enText).join(',');
      const b = argumentsOf(arText).join(',');
      if (a !== b) mismatched.push(`${key}: en {${a}} ≠ ar {${b}}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('Arabic plurals cover zero, one, two, few, many and other', () => {
    const incomplete: string[] = [];
    for (const [key, text] of arFlat) {
      walk(parse(text), (el) => {
        if (el.type !== TYPE.plural || el.pluralType === 'ordinal') return;
        const missing = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => !(c in el.options));
        if (missing.length) incomplete.push(`${key}: ${missing.join(', ')}`);
      });
    }
    expect(incomplete).toEqual([]);
  });

  it('the Arabic texts of the shell are Arabic', () => {
    for (const key of ['landing.heroTitle', 'notFound.title', 'common.registerNow']) {
      expect(arFlat.get(key)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('messages for every code', () => {
  const codes = Object.entries(ERROR_CODES).map(([code, spec]) => [code, `errors.${spec.domain}.${code}`, spec.message] as const);
  const validation = Object.entries({ ...FIELD_CODES, ...CLIENT_CODES }).map(([code, english]) => [code, `validation.${code}`, english] as const);

  it.each(codes)('error code %s is translated under %s, its English the contract’s', (_code, key, message) => {
    expect(enFlat.get(key)).toBe(message);
    expect(arFlat.get(key)).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(validation)('validation code %s is translated under %s, its English the template’s', (_code, key, english) => {
    expect(enFlat.get(key)).toBe(english);
    expect(arFlat.get(key)).toMatch(/[\u0600-\u06FF]/);
  });

  it('holds no error text for a code that does not exist (a `_wait` text belongs to a code)', () => {
    const strays = [...enFlat.keys()]
      .filter((key) => key.startsWith('errors.'))
      .filter((key) => {
        const [, domain, name = ''] = key.split('.');
        const code = name.replace(/_wait$/, '');
        return !isErrorCode(code) || ERROR_CODES[code].domain !== domain;
      });
    expect(strays).toEqual([]);
  });
});
