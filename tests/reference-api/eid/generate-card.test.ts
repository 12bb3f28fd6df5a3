import sharp from 'sharp';
import { luhnValid, mrzCheckValid } from '../../../reference-api/src/modules/upload/eid/check-digits';
import { countryFromMrzCode } from '../../../reference-api/src/modules/upload/eid/countries';
import { woffToSfnt } from '../../fixtures/eid/card-fonts';
import { generateCard, mrzLines } from '../../fixtures/eid/generate-card';
import { people } from '../../fixtures/eid/people';
import fs from 'node:fs';
import path from 'node:path';

describe('synthetic people', () => {
  it('are varied and internally consistent', () => {
    expect(people.length).toBeGreaterThanOrEqual(12);
    expect(new Set(people.map((p) => p.nationalityIso3)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['M', 'F']));
    for (const p of people) {
      expect(p.eidNumber).toMatch(/^784-\d{4}-\d{7}-\d$/);
      expect(luhnValid(p.eidNumber.replace(/-/g, ''))).toBe(true);
      expect(p.eidNumber.slice(4, 8)).toBe(p.dob.slice(0, 4)); // the EID carries the birth year
      expect(countryFromMrzCode(p.nationalityIso3)).toBe(p.nationality);
    }
  });
});

describe('mrzLines (second, independent MRZ implementation)', () => {
  it.each(people.map((p) => [p.eidNumber, p] as const))('%s: 3 × 30 characters, check digits valid', (_, p) => {
    const [l1, l2, l3] = mrzLines(p);
    for (const line of [l1, l2, l3]) expect(line).toMatch(/^[A-Z0-9<]{30}$/);
    expect(l1.slice(0, 5)).toBe('ILARE');
    expect(mrzCheckValid(l1.slice(5, 14), l1[14])).toBe(true);
    expect(l1.slice(15)).toBe(p.eidNumber.replace(/-/g, ''));
    expect(mrzCheckValid(l2.slice(0, 6), l2[6])).toBe(true);
    expect(mrzCheckValid(l2.slice(8, 14), l2[14])).toBe(true);
    expect(mrzCheckValid(l1.slice(5) + l2.slice(0, 7) + l2.slice(8, 15) + l2.slice(18, 29), l2[29])).toBe(true);
  });
});

describe('generateCard', () => {
  it('draws a 1012 × 638 PNG by default and honours format, scale and rotation', async () => {
    const person = people[0]!;
    const front = await sharp(await generateCard({ side: 'front', person })).metadata();
    expect([front.format, front.width, front.height]).toEqual(['png', 1012, 638]);

    const back = await sharp(await generateCard({ side: 'back', person, rotate: 90, format: 'jpeg', scale: 0.5 })).metadata();
    expect([back.format, back.width, back.height]).toEqual(['jpeg', 319, 506]);

    const tilted = await sharp(await generateCard({ side: 'front', person, tilt: 3 })).metadata();
    expect(tilted.width).toBeGreaterThan(1012 * 1.16);
  });

  it('is deterministic for the same options and seed', async () => {
    const options = { side: 'back' as const, person: people[3]!, noise: 20, seed: 7 };
    expect((await generateCard(options)).equals(await generateCard(options))).toBe(true);
  });

  it('renders text with the bundled fonts (ink in the text areas, not tofu boxes)', async () => {
    const { data, info } = await sharp(await generateCard({ side: 'front', person: people[0]! }))
      .extract({ left: 290, top: 250, width: 400, height: 40 }) // "Name: Aisha Rahman"
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = [...data].filter((v) => v < 100).length / (info.width * info.height);
    expect(dark).toBeGreaterThan(0.05);
    expect(dark).toBeLessThan(0.4);
  });

  it('unpacks WOFF fonts to TrueType', () => {
    const woff = fs.readFileSync(path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files', 'inter-latin-400-normal.woff'));
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    expect(ttf.length).toBe(woff.readUInt32BE(16)); // WOFF header's totalSfntSize
  });
});
