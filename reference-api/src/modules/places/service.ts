import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RESULTS, gazetteerRow, MAX_RESULTS, SEARCH_BOX, type GazetteerRow, type PlaceItem } from './contract';

// Place search in memory: the gazetteer is small (see data/LICENCE.md), read once per process and
// searched with precomputed keys. Matching ignores case, Latin diacritics, Arabic short vowels and the
// spelling variants of hamza, alef maqsura and taa marbuta, in English and Arabic names alike.

const DATA_FILE =
  typeof __dirname === 'string'
    ? path.join(__dirname, 'data', 'places-ae.json')
    : path.resolve('reference-api/src/modules/places/data/places-ae.json');

// harakat, Quranic marks, superscript alef and tatweel
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** The form names and queries are compared in: "Al Ḩamrīyah" → "al hamriyah", "الشارقة" → "الشارقه". */
export function normalise(text: string): string {
  return (
    text
      // NFKD splits accents and hamza seats (أ → ا + ٔ) off their letters; both are then dropped
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(ARABIC_MARKS, '')
      .replace(/ٱ/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      .toLowerCase()
      .replace(/['‘’ʿʼ`´]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

/** "الشارقه" is also found as "شارقه": the Arabic article is optional at the start of a word. */
const withoutArticle = (n: string) => n.replace(/(^| )ال(?=\S{2})/g, '$1');
const compact = (n: string) => n.replace(/ /g, '');

interface Entry {
  item: PlaceItem;
  keys: string[];
  length: number;
}

/** 0: the name starts with the query; 1: a word of it does; 2: the query is inside it; null: no match. */
function tier(keys: readonly string[], q: string): number | null {
  let best: number | null = null;
  for (const key of keys) {
    if (key.startsWith(q)) return 0;
    const stripped = withoutArticle(key);
    if (` ${key}`.includes(` ${q}`) || ` ${stripped}`.includes(` ${withoutArticle(q)}`)) best = 1;
    else if (best === null && (key.includes(q) || compact(key).includes(compact(q)))) best = 2;
  }
  return best;
}

export const insideBox = (p: { latitude: number; longitude: number }) =>
  p.latitude >= SEARCH_BOX.south && p.latitude <= SEARCH_BOX.north && p.longitude >= SEARCH_BOX.west && p.longitude <= SEARCH_BOX.east;

export interface PlaceIndex {
  readonly size: number;
  search(q: string, start?: number, end?: number): PlaceItem[];
}

export function createPlaceIndex(rows: readonly GazetteerRow[]): PlaceIndex {
  const entries: Entry[] = rows.filter(insideBox).map((row) => ({
    item: {
      _id: row.id,
      name: { en: row.name.en, ar: row.name.ar ?? row.name.en },
      kind: row.kind,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    keys: [...new Set([row.name.en, row.name.ar].filter((n): n is string => !!n).map(normalise))],
    length: normalise(row.name.en).length,
  }));
  return {
    size: entries.length,
    search(query, start = 0, end = start + DEFAULT_RESULTS) {
      const q = normalise(query);
      if (!q) return [];
      return entries
        .map((entry) => ({ entry, rank: tier(entry.keys, q) }))
        .filter((m): m is { entry: Entry; rank: number } => m.rank !== null)
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.entry.length - b.entry.length ||
            a.entry.item.name.en.localeCompare(b.entry.item.name.en, 'en') ||
            (a.entry.item._id < b.entry.item._id ? -1 : 1),
        )
        .slice(start, Math.min(end, start + MAX_RESULTS))
        .map((m) => m.entry.item);
    },
  };
}

let loaded: PlaceIndex | undefined;

/** The gazetteer's index, read and checked once per process (a malformed file fails the boot). */
export function placeIndex(): PlaceIndex {
  loaded ??= createPlaceIndex(z.array(gazetteerRow).parse(JSON.parse(readFileSync(DATA_FILE, 'utf8'))));
  return loaded;
}
