import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_BOX } from '../../reference-api/src/modules/places/contract';
import { createPlaceIndex, normalise } from '../../reference-api/src/modules/places/service';
import { DEMO, expectError, fieldCodes, get, login, startTestApp, type TestApp } from './support/test-app';

// Place search (R§5, last line): GET /location/v1/places answers named places inside the AE box from the
// gazetteer in reference-api/src/modules/places/data, for a logged-in student only.

const DATA = path.resolve(__dirname, '../../reference-api/src/modules/places/data/places-ae.json');
interface Row {
  id: string;
  name: { en: string; ar?: string };
  kind: string;
  latitude: number;
  longitude: number;
}
const rows = JSON.parse(readFileSync(DATA, 'utf8')) as Row[];

interface Place {
  _id: string;
  name: { en: string; ar: string };
  kind: string;
  latitude: number;
  longitude: number;
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await login(t.app, DEMO.aisha);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const search = async (query: string, auth: string | null = token) => get(t.app, `/location/v1/places?${query}`, auth ?? undefined);
const places = async (q: string, extra = '') => {
  const res = await search(`q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  expect(res.body.statusCode).toBe(200);
  return res.body.data as Place[];
};
const inside = (p: { latitude: number; longitude: number }) =>
  p.latitude >= SEARCH_BOX.south && p.latitude <= SEARCH_BOX.north && p.longitude >= SEARCH_BOX.west && p.longitude <= SEARCH_BOX.east;

describe('the gazetteer', () => {
  it('is the box of R§5', () => {
    expect(SEARCH_BOX).toEqual({ north: 25.75, south: 24.79, east: 55.56, west: 54.89 });
  });

  it('holds at least the 70 places the dataset note claims, every one with an Arabic name (issue 22)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(rows.filter((r) => !r.name.ar).map((r) => r.name.en)).toEqual([]);
  });

  it('has every row inside the box, named, with a unique id and a known kind', () => {
    const ids = new Set<string>();
    for (const r of rows) {
      expect(inside(r)).toBe(true);
      expect(r.name.en.trim()).not.toBe('');
      if (r.name.ar !== undefined) expect(r.name.ar).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF 0-9]*$/);
      expect(['city', 'district', 'locality', 'airport']).toContain(r.kind);
      expect(ids.has(r.id)).toBe(false);
      ids.add(r.id);
    }
  });
});

describe('GET /location/v1/places', () => {
  it('answers places inside the box in the envelope, 8 at most by default', async () => {
    const found = await places('dubai');
    expect(found.length).toBe(8);
    for (const p of found) {
      expect(inside(p)).toBe(true);
      expect(p).toEqual({
        _id: expect.any(String),
        name: { en: expect.any(String), ar: expect.any(String) },
        kind: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    }
  });

  it('ranks a name that starts with the query first, then a word that does, then the query inside a name', async () => {
    const names = (await places('dubai', '&_end=50')).map((p) => p.name.en);
    // "Dubai" itself (shortest prefix match) first; every "Dubai …" before "Bur Dubai" / "Downtown Dubai"
    expect(names[0]).toBe('Dubai');
    const lastPrefix = Math.max(...names.map((n, i) => (n.startsWith('Dubai') ? i : -1)));
    expect(names.indexOf('Bur Dubai')).toBeGreaterThan(lastPrefix);
    expect(names.indexOf('Downtown Dubai')).toBeGreaterThan(lastPrefix);

    const marina = (await places('marina')).map((p) => p.name.en);
    expect(marina).toEqual(['Dubai Marina']);

    // "al": names starting with it, then names with a word starting with it, then names holding it
    const al = (await places('al', '&_end=50')).map((p) => p.name.en);
    const at = (name: string) => {
      expect(al).toContain(name);
      return al.indexOf(name);
    };
    expect(at('Al Karama')).toBeLessThan(at('Jebel Ali'));
    expect(at('Al Maktoum International Airport')).toBeLessThan(at('Umm Al Sheif'));
    expect(at('Umm Al Sheif')).toBeLessThan(at('Halwan'));
    expect(at('Jebel Ali')).toBeLessThan(at('International City'));
  });

  it('ignores case and diacritics, and finds a district by a word of its name', async () => {
    expect((await places('RASHIDIYAH')).map((p) => p.name.en)).toEqual(['Ar Rāshidīyah']);
    expect((await places('hamriyah')).map((p) => p.name.en)).toEqual(['Al Ḩamrīyah']);
    expect((await places('  silicon  ')).map((p) => p.name.en)).toEqual(['Dubai Silicon Oasis']);
  });

  it('searches Arabic names, with or without the article and whatever the taa marbuta or hamza', async () => {
    const sharjah = await places('الشارقة');
    expect(sharjah[0]).toEqual(expect.objectContaining({ _id: 'gn-292672', name: { en: 'Sharjah', ar: 'الشارقة' } }));
    expect((await places('شارقه'))[0]?._id).toBe('gn-292672');
    expect((await places('دبي'))[0]?.name).toEqual({ en: 'Dubai', ar: 'دبي' });
    expect((await places('ام القيوين'))[0]?.name.ar).toBe('أم القيوين');
  });

  it('answers districts with their Arabic names, found by either name (issue 22: English only on Arabic pages)', async () => {
    const [mirdif] = await places('mirdif');
    expect(mirdif?.name).toEqual({ en: 'Mirdif', ar: 'مردف' });
    expect((await places('مردف'))[0]?._id).toBe(mirdif?._id);
    expect((await places('مارينا')).map((p) => p.name)).toEqual([{ en: 'Dubai Marina', ar: 'دبي مارينا' }]);
    expect((await places('الخليج التجاري'))[0]?.name.en).toBe('Business Bay');
  });

  it('pages with _start and _end, and answers [] when nothing matches', async () => {
    const all = await places('al', '&_end=50');
    const second = await places('al', '&_start=2&_end=4');
    expect(second).toEqual(all.slice(2, 4));
    expect(await places('zzqx')).toEqual([]);
    expect(await places('!!')).toEqual([]);
  });

  it('is in the OpenAPI document', async () => {
    expect(Object.keys((await get(t.app, '/openapi.json')).body.paths)).toContain('/location/v1/places');
  });

  it('needs a student token, checked before the query', async () => {
    expectError(await search('q=dubai', null), 401, 'unauthorized');
    expectError(await search('q=d', null), 401, 'unauthorized');
    expectError(await search('q=dubai', 'not-a-token'), 401, 'token_invalid');
    expectError(await search('q=dubai', await login(t.app, DEMO.cashier)), 403, 'forbidden');
  });

  it('refuses a missing, short, blank or long q and a bad page in the envelope', async () => {
    const missing = await search('');
    expectError(missing, 400, 'invalid_data');
    expect(fieldCodes(missing.body)).toEqual({ q: 'required' });

    const short = await search('q=d');
    expectError(short, 400, 'invalid_data');
    expect(fieldCodes(short.body)).toEqual({ q: 'min_length' });

    expect(fieldCodes((await search('q=%20%20%20')).body)).toEqual({ q: 'required' });
    expect(fieldCodes((await search(`q=${'a'.repeat(81)}`)).body)).toEqual({ q: 'invalid' });
    expect(fieldCodes((await search('q=dubai&q=sharjah')).body)).toEqual({ q: 'invalid' });
    expect(fieldCodes((await search('q=dubai&_start=4&_end=2')).body)).toEqual({ _end: 'min_value' });
    expect(fieldCodes((await search('q=dubai&_start=-1')).body)).toEqual({ _start: 'min_value' });
  });
});

describe('matching', () => {
  it('normalises case, Latin diacritics, Arabic marks and letter variants', () => {
    expect(normalise('Al Ḩamīdīyah')).toBe('al hamidiyah');
    expect(normalise("Za'abeel")).toBe('zaabeel');
    expect(normalise('أُمّ القيوين')).toBe(normalise('ام القيوين'));
    expect(normalise('الشارقة')).toBe(normalise('الشارقه'));
    expect(normalise('دبى')).toBe(normalise('دبي'));
  });

  it('never answers a row outside the box', () => {
    const index = createPlaceIndex([
      { id: 'in', name: { en: 'Test Inside' }, kind: 'district', latitude: 25.2, longitude: 55.3 },
      { id: 'out', name: { en: 'Test Outside' }, kind: 'district', latitude: 24.45, longitude: 54.37 },
    ]);
    expect(index.size).toBe(1);
    expect(index.search('test').map((p) => p._id)).toEqual(['in']);
  });
});
