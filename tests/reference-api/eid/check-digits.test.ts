import {
  asDigits,
  asLetters,
  luhnCheckDigit,
  luhnValid,
  mrzCheckDigit,
  mrzCheckValid,
  normaliseEidNumber,
} from '../../../reference-api/src/modules/upload/eid/check-digits';
import { people } from '../../fixtures/eid/people';

describe('MRZ check digit (ICAO 9303, weights 7-3-1)', () => {
  it.each([
    // ICAO 9303 part 3 worked examples
    ['L898902C3', 6],
    ['740812', 2],
    ['120415', 9],
    ['<<<<<<', 0],
    ['900101', 1],
    ['AB2134<<<', 5],
  ])('%s → %i', (field, digit) => {
    expect(mrzCheckDigit(field)).toBe(digit);
  });

  it('rejects a wrong or missing digit', () => {
    expect(mrzCheckValid('740812', '2')).toBe(true);
    expect(mrzCheckValid('740812', '3')).toBe(false);
    expect(mrzCheckValid('740812', undefined)).toBe(false);
    expect(mrzCheckValid('740812', 'O')).toBe(false);
  });
});

describe('EID number (Luhn over the 14 digits before the last)', () => {
  it('accepts every synthetic person and formats 784-YYYY-NNNNNNN-N', () => {
    for (const p of people) {
      expect(normaliseEidNumber(p.eidNumber.replace(/-/g, ''))).toBe(p.eidNumber);
      expect(normaliseEidNumber(p.eidNumber.replace(/-/g, ' '))).toBe(p.eidNumber);
    }
  });

  it.each([
    ['784199012345671', null], // the brief's sample digits fail Luhn
    ['784199012345676', '784-1990-1234567-6'],
    ['785199012345676', null], // not a UAE number
    ['78419901234567', null], // 14 digits
    ['7841990123456766', null], // 16 digits
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normaliseEidNumber(input)).toBe(expected);
  });

  it('detects every single-digit error', () => {
    const good = '784198538291042';
    expect(luhnValid(good)).toBe(true);
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        expect(luhnValid(good.slice(0, i) + d + good.slice(i + 1))).toBe(false);
      }
    }
  });

  it('computes the check digit that makes a number valid', () => {
    expect(luhnCheckDigit('78419901234567')).toBe(6);
    expect(luhnValid(`78420051234567${luhnCheckDigit('78420051234567')}`)).toBe(true);
  });
});

describe('OCR confusion maps', () => {
  it('maps look-alike letters to digits in numeric fields', () => {
    expect(asDigits('7B4-I99O-S')).toBe('784-1990-5');
    expect(asDigits('l|Z$G')).toBe('11256');
  });
  it('maps look-alike digits to letters in alphabetic fields', () => {
    expect(asLetters('1ND')).toBe('IND');
    expect(asLetters('P4K')).toBe('PAK');
    expect(asLetters('0MN')).toBe('OMN');
    expect(asLetters('8GD')).toBe('BGD');
  });
});
