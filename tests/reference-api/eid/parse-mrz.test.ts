import { cleanMrzLine, nameFromMrzLine, parseMrz } from '../../../reference-api/src/modules/upload/eid/parse-mrz';
import { mrzLines } from '../../fixtures/eid/generate-card';
import { fullName, people } from '../../fixtures/eid/people';

const NOW = new Date('2025-06-01T00:00:00Z');
const mrzOf = (i: number) => mrzLines(people[i]!).join('\n');
const aisha = people[0]!; // 784-1990-1234567-6, born 1990-01-01, IND, F

describe('parseMrz: clean TD1 zones', () => {
  it.each(people.map((p, i) => [fullName(p), i] as const))('%s', (_, i) => {
    const p = people[i]!;
    const parsed = parseMrz(mrzOf(i), NOW);
    expect(parsed?.result).toEqual({
      name: fullName(p),
      dob: p.dob,
      nationality: p.nationality,
      gender: p.gender,
      eidNumber: p.eidNumber,
    });
    expect(parsed?.checks).toEqual({ eidLuhn: true, dob: true, expiry: true, composite: true });
  });

  it("reads the brief's layout (EID straight after ILARE) once its Luhn digit is right", () => {
    const text = 'ILARE7841990123456762345678<<<\n9001011M3001012IND<<<<<<<<<<<2\nRAHMAN<<AISHA<<<<<<<<<<<<<<<<<';
    expect(parseMrz(text, NOW)?.result).toEqual({
      name: 'Aisha Rahman',
      dob: '1990-01-01',
      nationality: 'India',
      gender: 'M',
      eidNumber: '784-1990-1234567-6',
    });
  });

  it('finds the zone among other OCR lines from the back of the card', () => {
    const text = `Occupation: Accountant digall\nEmployer: Federal Authority Test Employer LLC\n\nIssuing Place: Dubai 3 Hlasdl Hse\nCard Number: 104728391\n${mrzOf(0)}\n`;
    expect(parseMrz(text, NOW)?.result.eidNumber).toBe(aisha.eidNumber);
  });
});

// Each case corrupts Aisha's zone the way OCR does; `expected` lists the fields that must survive.
const [L1, L2, L3] = mrzLines(aisha);
describe('parseMrz: OCR confusions are repaired', () => {
  it.each([
    ['O for 0, I for 1 in dates', L1, L2.replace('9001011', '9OO1O1I'), L3, { dob: '1990-01-01' }],
    ['S for 5, B for 8 in the EID', L1.replace('784199012345676', '7B4199O1234S676'), L2, L3, { eidNumber: aisha.eidNumber }],
    ['« for <<', L1, L2.replace(/<<<<<<<<<<</, '«««««<'), L3.replace('<<', '«'), { nationality: 'India', name: 'Aisha Rahman' }],
    ['K for < in the filler', L1, L2, L3.replace(/<+$/, (m) => 'K'.repeat(m.length)), { name: 'Aisha Rahman' }],
    ['KK for the << separator', L1, L2, 'RAHMANKKAISHAKKKKKKKKKKKKKKKKK', { name: 'Aisha Rahman' }],
    ['spaces inside lines', L1.replace(/(.{5})/g, '$1 '), L2.replace(/(.{6})/g, '$1 '), L3, { eidNumber: aisha.eidNumber, dob: aisha.dob }],
    ['1 for I in the country code', L1, L2.replace('IND', '1ND'), L3, { nationality: 'India' }],
    ['| and l for I in names', L1, L2, L3.replace('AISHA', 'A|SHA'), { name: 'Aisha Rahman' }],
    ['an inserted character in line 2', L1, L2.replace('F2703110', 'F27031T10'), L3, { dob: aisha.dob, nationality: 'India', gender: 'F' }],
    ['lower-case OCR output', L1.toLowerCase(), L2.toLowerCase(), L3.toLowerCase(), { dob: aisha.dob, gender: 'F', eidNumber: aisha.eidNumber }],
    ['filler read as K/L runs after a name', L1, L2, 'NAIR<<PRIYA<K<<<<<<<<<<<K<K<KLKL', { name: 'Priya Nair' }],
    ['a missing leading I on line 1', L1.slice(1), L2, L3, { eidNumber: aisha.eidNumber }],
  ])('%s', (_, l1, l2, l3, expected) => {
    const parsed = parseMrz([l1, l2, l3].join('\n'), NOW);
    expect(parsed?.result).toMatchObject(expected);
  });
});

describe('parseMrz: check digits gate the fields', () => {
  it.each([
    ['a misread day', '9001021'],
    ['a misread check digit', '9001017'],
  ])('drops the date of birth when its check digit fails (%s)', (_, field) => {
    const parsed = parseMrz([L1, L2.replace('9001011', field), L3].join('\n'), NOW);
    expect(parsed?.checks.dob).toBe(false);
    expect(parsed?.result.dob).toBe('');
    expect(parsed?.result.eidNumber).toBe(aisha.eidNumber);
  });

  it('drops an EID whose Luhn digit fails', () => {
    const parsed = parseMrz([L1.replace('784199012345676', '784199012345677'), L2, L3].join('\n'), NOW);
    expect(parsed?.result.eidNumber).toBe('');
    expect(parsed?.checks.eidLuhn).toBe(false);
    expect(parsed?.checks.composite).toBe(false);
  });

  it('reports a failed expiry and composite digit without losing other fields', () => {
    const parsed = parseMrz([L1, L2.replace('2703110', '2703113'), L3].join('\n'), NOW);
    expect(parsed?.checks).toMatchObject({ expiry: false, composite: false, dob: true });
    expect(parsed?.result.nationality).toBe('India');
  });

  it('leaves an unknown nationality code empty', () => {
    expect(parseMrz([L1, L2.replace('IND', 'XQZ'), L3].join('\n'), NOW)?.result.nationality).toBe('');
  });

  it("uses the EID's birth year for the century", () => {
    const lina = people.find((p) => p.dob.startsWith('2004'))!;
    const yousef = people.find((p) => p.dob.startsWith('1968'))!;
    expect(parseMrz(mrzLines(lina).join('\n'), NOW)?.result.dob).toBe(lina.dob);
    expect(parseMrz(mrzLines(yousef).join('\n'), NOW)?.result.dob).toBe(yousef.dob);
    // Without an EID, a two-digit year that would be in the future is the previous century.
    expect(parseMrz(`${mrzLines(yousef)[1]}`, NOW)?.result.dob).toBe('1968-12-03');
    expect(parseMrz(`${mrzLines(lina)[1]}`, NOW)?.result.dob).toBe('2004-06-15');
  });
});

describe('parseMrz: no zone', () => {
  it.each([
    ['empty', ''],
    ['front of a card', 'United Arab Emirates\nName: Aisha Rahman\nDate of Birth: 01/01/1990\nNationality: India'],
    ['OCR of noise', 'YS Cos (AA BS Sa a\nA TB RNAI Ty oo IIE ee re a\not Co a Cah Fr a'],
  ])('%s → null', (_, text) => {
    expect(parseMrz(text, NOW)).toBeNull();
  });
});

describe('name line', () => {
  it.each([
    ['RAHMAN<<AISHA<<<<<<<<<<<<<<<<<', 'Aisha Rahman'],
    ['AL<MANSOORI<<MOHAMMED<ALI<<<<<', 'Mohammed Ali Al Mansoori'],
    ['DELA<CRUZ<<MARIA<SANTOS<<<<<<<', 'Maria Santos Dela Cruz'],
    ['MADONNA<<<<<<<<<<<<<<<<<<<<<<<', 'Madonna'],
    ['GURUNG<<SITA<K<K<<K<<K<KLK<LKL', 'Sita Gurung'],
  ])('%s → %s', (line, name) => {
    expect(nameFromMrzLine(cleanMrzLine(line))).toBe(name);
  });
});
