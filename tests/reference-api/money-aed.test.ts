import fc from 'fast-check';
import { aed, aedToFils, filsOf } from '../../reference-api/src/modules/money/aed';
import { aedOf } from '../../reference-api/src/modules/money/format';

// The reference API's one AED reader (R§3, R§9: amounts in AED with two decimals; fils inside): exact
// through the decimal text, never `Math.round(v × 100)`, and a third decimal is refused, not rounded.

const fils = fc.integer({ min: 0, max: 1_000_000_000 });

describe('filsOf: AED → fils, exactly', () => {
  it('reads back every whole number of fils the API answers (aedOf), as a number and as text', () => {
    fc.assert(
      fc.property(fils, (f) => {
        expect(filsOf(aedOf(f))).toBe(f);
        expect(filsOf(String(aedOf(f)))).toBe(f);
        expect(filsOf(`${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`)).toBe(f);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a third decimal, whatever it is', () => {
    fc.assert(
      fc.property(fils, fc.integer({ min: 1, max: 9 }), (f, third) => {
        const text = `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}${third}`;
        expect(filsOf(text)).toBeNull();
        expect(filsOf(Number(text))).toBeNull();
        expect(aed.safeParse(Number(text)).success).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [4.35, 435], // 4.35 × 100 = 434.99999999999994
    [1.15, 115], // 1.15 × 100 = 114.99999999999999
    [4899.5, 489_950],
    ['4899.50', 489_950],
    [0, 0],
    [0.1 + 0.2, null], // float residue: 0.30000000000000004
    [1.005, null],
    [-1, null],
    ['1e3', null],
    [1e21, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['', null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(filsOf(value)).toBe(expected);
  });

  it('the request schema takes what filsOf reads and aedToFils converts it', () => {
    expect(aed.parse(4.35)).toBe(4.35);
    expect(aedToFils(4.35)).toBe(435);
    expect(aed.safeParse(10_000_000.01).success).toBe(false);
    expect(() => aedToFils(0.1 + 0.2)).toThrow(RangeError);
  });
});
