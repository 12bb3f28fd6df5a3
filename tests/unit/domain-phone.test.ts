import { createRequire } from 'node:module';
import { COUNTRY_CODE, STARTING_CODES, normalisePhoneNumber, splitUaeMobile, toNumberCode, toUsername } from '@/lib/domain/phone';
import { isValidUaeMobile } from '@/lib/domain/phone-validity';
import { UAE_PHONE_METADATA } from '@/lib/domain/uae-phone-metadata';

describe('phone constants', () => {
  it('match R§9', () => {
    expect(COUNTRY_CODE).toBe('971');
    expect(STARTING_CODES).toEqual(['50', '52', '54', '55', '56', '58']);
  });
});

describe('isValidUaeMobile', () => {
  it.each(STARTING_CODES.map((code) => [code]))('accepts 971 %s 1234567', (startingCode) => {
    expect(isValidUaeMobile({ countryCode: '971', startingCode, number: '1234567' })).toBe(true);
  });

  it.each([
    ['971', '53', '1234567', 'a mobile code the centre does not accept'],
    ['971', '59', '1234567', 'not a mobile code'],
    ['971', '04', '1234567', 'a landline prefix'],
    ['971', '50', '123456', 'six digits'],
    ['971', '50', '12345678', 'eight digits'],
    ['971', '50', '12a4567', 'a letter'],
    ['971', '50', '', 'empty'],
    ['966', '50', '1234567', 'another country'],
  ])('refuses %s %s %s (%s)', (countryCode, startingCode, number) => {
    expect(isValidUaeMobile({ countryCode, startingCode, number })).toBe(false);
  });
});

describe('normalisePhoneNumber', () => {
  it.each([
    ['1234567', '1234567'],
    ['12345678', '1234567'],
    ['123 45-67', '1234567'],
    ['abc', ''],
    ['١٢٣٤٥٦٧', '1234567'],
    ['۱۲۳۴۵۶۷', '1234567'],
    ['+971 52 123 4567', '1234567'],
    ['052 123 4567', '1234567'],
    ['00971561234567', '1234567'],
    ['531234567', '5312345'],
  ])('%p → %p', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });
});

describe('splitUaeMobile', () => {
  it.each([
    ['+971 52 123 4567', { startingCode: '52', number: '1234567' }],
    ['0581234567', { startingCode: '58', number: '1234567' }],
    ['501234567', { startingCode: '50', number: '1234567' }],
    ['0531234567', null],
    ['1234567', null],
  ])('%p → %p', (input, expected) => {
    expect(splitUaeMobile(input)).toEqual(expected);
  });
});

describe('toNumberCode / toUsername', () => {
  it('joins the three parts', () => {
    const parts = { countryCode: '971', startingCode: '50', number: '1234567' };
    expect(toNumberCode(parts)).toBe('971501234567');
    expect(toUsername(parts)).toBe('971501234567');
  });
});

describe('the embedded UAE metadata', () => {
  it('is the installed libphonenumber-js mobile metadata for AE (minus formats)', () => {
    const require = createRequire(__filename);
    const mobile = require('libphonenumber-js/metadata.mobile.json') as {
      countries: Record<string, unknown[]>;
      country_calling_codes: Record<string, string[]>;
    };
    const installed = mobile.countries.AE!;
    const embedded = (UAE_PHONE_METADATA as unknown as { countries: { AE: unknown[] } }).countries.AE;
    for (const index of [0, 1, 2, 3, 5, 11]) expect(embedded[index]).toEqual(installed[index]);
    expect(mobile.country_calling_codes['971']).toEqual(['AE']);
  });
});
