import fc from 'fast-check';
import { aedAsFils, aedFromFils, filsFromAed, MAX_FILS, signedAedAsFils } from '@/lib/upstream/money';

// AED (the centre's answers and payloads) ⇄ integer fils (the portal), at the boundary only.

const fils = fc.integer({ min: -MAX_FILS, max: MAX_FILS });

describe('filsFromAed / aedFromFils', () => {
  it('converts the amounts a learner sees, including the ones float maths gets wrong', () => {
    expect(filsFromAed(4.35)).toBe(435); // 4.35 × 100 = 434.99999999999994
    expect(filsFromAed(1.15)).toBe(115);
    expect(filsFromAed(0.07)).toBe(7);
    expect(filsFromAed('312.38')).toBe(31238);
    expect(filsFromAed('12.5')).toBe(1250);
    expect(filsFromAed(350)).toBe(35000);
    expect(filsFromAed('-0.5')).toBe(-50);
    expect(filsFromAed('-0')).toBe(0);
    expect(aedFromFils(31238)).toBe(312.38);
    expect(JSON.stringify({ amount: aedFromFils(435) })).toBe('{"amount":4.35}');
  });

  it('refuses a third decimal, float residue, garbage and absurd sizes', () => {
    for (const bad of [1.005, 0.1 + 0.2, '1.005', '', ' 1', '1.', '.5', '1,000.00', 'AED 5', '1e3', 1e21, 1e-7, NaN, Infinity, '9'.repeat(20)]) {
      expect(() => filsFromAed(bad)).toThrow(RangeError);
    }
    expect(() => aedFromFils(1.5)).toThrow(RangeError);
    expect(() => aedFromFils(MAX_FILS + 1)).toThrow(RangeError);
  });

  it('round-trips every whole number of fils, through a number and through JSON', () => {
    fc.assert(
      fc.property(fils, (f) => {
        expect(filsFromAed(aedFromFils(f))).toBe(f);
        expect(filsFromAed(JSON.parse(JSON.stringify(aedFromFils(f))) as number)).toBe(f);
      }),
    );
  });

  it('reads any two-decimal text exactly, with no float drift', () => {
    const text = fc.tuple(fc.bigInt({ min: 0n, max: 9_999_999_999_999n }), fc.integer({ min: 0, max: 99 }));
    fc.assert(
      fc.property(text, ([whole, cents]) => {
        const expected = Number(whole) * 100 + cents;
        fc.pre(expected <= MAX_FILS);
        expect(filsFromAed(`${whole}.${String(cents).padStart(2, '0')}`)).toBe(expected);
      }),
    );
  });

  it('refuses any amount with more than two decimals', () => {
    const third = fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(third, ([cents, digit]) =>
        expect(() => filsFromAed(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${digit}`)).toThrow(),
      ),
    );
  });

  it('refuses text that is not a plain decimal', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^-?\d{1,16}(\.\d{1,2})?$/.test(s)),
        (s) => expect(() => filsFromAed(s)).toThrow(RangeError),
      ),
    );
  });
});

describe('aedAsFils (answers)', () => {
  it('parses AED numbers and strings into fils', () => {
    expect(aedAsFils.parse(312.38)).toBe(31238);
    expect(aedAsFils.parse('0.07')).toBe(7);
  });

  it('does not fit a negative amount, a third decimal or a non-amount; the signed one takes negatives', () => {
    for (const bad of [-1, 1.005, 'abc', null, true]) expect(aedAsFils.safeParse(bad).success).toBe(false);
    expect(signedAedAsFils.parse(-0.01)).toBe(-1);
    expect(signedAedAsFils.safeParse('0.001').success).toBe(false);
  });
});
