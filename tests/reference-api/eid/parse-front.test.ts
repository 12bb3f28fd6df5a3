import { countryFromMrzCode, countryFromText } from '../../../reference-api/src/modules/upload/eid/countries';
import { cleanName, parseCardDate, parseFront, valueAfterLabel } from '../../../reference-api/src/modules/upload/eid/parse-front';
import { parseCardText } from '../../../reference-api/src/modules/upload/eid/parse-card';
import { mrzLines } from '../../fixtures/eid/generate-card';
import { people } from '../../fixtures/eid/people';

const NOW = new Date('2025-06-01T00:00:00Z');

// Real tesseract output for generated fronts: the Arabic half comes out as Latin junk.
const CLEAN_OCR = `United Arab Emirates 8aziall duyall Olle dlgs
Federal Authority For Identity, Citizenship, Customs & Port Security
Resident Identity Card aio dig ddlhy
ID Number Logll 03)
784-1990-1234567-6
Name: Aisha Rahman
Oe) dalle raw
Date of Birth: 01/01/1990
Nationality: India Sig) diz
Issuing Date: 12/03/2022 Expiry Date: 11/03/2027
Sex: F iil toma`;

const NOISY_OCR = `@) United Arab Emirates Baxiall dual ilylol dlgs
LS ¥ Federal Authority For identity, Citizenship, Customs & Port Security
Resident Identity Card palo digh dilly
1D Number ase) 3)
| 784-1997-5093826-0
ca - . | Name: Noura Al Thani
 - h, | Date of Birth; 11/04/1997
v = | Nationality: Qatar hd jduaindl
: Issuing Date: 29/02/2024 Expiry Date: 28/02/2029
Sex: F oil taint`;

describe('parseFront', () => {
  it('reads all five fields from clean OCR text', () => {
    expect(parseFront(CLEAN_OCR, NOW)).toEqual({
      name: 'Aisha Rahman',
      dob: '1990-01-01',
      nationality: 'India',
      gender: 'F',
      eidNumber: '784-1990-1234567-6',
    });
  });

  it('skips junk before labels and after values', () => {
    expect(parseFront(NOISY_OCR, NOW)).toEqual({
      name: 'Noura Al Thani',
      dob: '1997-04-11',
      nationality: 'Qatar',
      gender: 'F',
      eidNumber: '784-1997-5093826-0',
    });
  });

  it.each([
    ['Narne for Name', 'Narne: Priya Nair', { name: 'Priya Nair' }],
    ['5ex for Sex', '5ex: M', { gender: 'M' }],
    ['Gender: Female', 'Gender: Female', { gender: 'F' }],
    ['Nati0nality with lndia', 'Nati0nality: lndia', { nationality: 'India' }],
    ['misspelt multi-word country', 'Nationality: Unlted Arab Emirates dgyall', { nationality: 'United Arab Emirates' }],
    ['value on the next line', 'Name:\nMARIA SANTOS DELA CRUZ\nDate of Birth\n02/08/1995', { name: 'Maria Santos Dela Cruz', dob: '1995-08-02' }],
    ['O and I in the EID', 'ID Number\n784-I995-44O7162-6', { eidNumber: '784-1995-4407162-6' }],
    ['spaces in the EID', '784 1995 4407162 6', { eidNumber: '784-1995-4407162-6' }],
    ['EID split across lines', 'ID Number 784-1995-\n4407162-6', { eidNumber: '784-1995-4407162-6' }],
    ['dashes and dots in dates', 'Date of Birth: 02-08-1995', { dob: '1995-08-02' }],
    ['month names', 'Date of Birth: 2 Aug 1995', { dob: '1995-08-02' }],
    ['a misread year digit fixed by the EID', '784-1995-4407162-6\nDate of Birth: 02/08/1996', { dob: '1995-08-02' }],
    [
      'an unlabelled birth date is the earliest date',
      'Dat of Brth 02/08/1995\nIssuing Date: 10/09/2023\nExpiry Date: 09/09/2025',
      { dob: '1995-08-02' },
    ],
  ])('%s', (_, text, expected) => {
    expect(parseFront(text, NOW)).toMatchObject(expected);
  });

  it.each([
    ['an EID failing Luhn', '784-1990-1234567-1', { eidNumber: '' }],
    ['a non-UAE 15-digit number', 'ID Number 123-1990-1234567-6', { eidNumber: '' }],
    ['an impossible date', 'Date of Birth: 31/02/1990', { dob: '' }],
    ['a birth date in the future', 'Date of Birth: 01/01/2090', { dob: '' }],
    ['an unknown country', 'Nationality: Atlantis', { nationality: '' }],
    ['a sex that is not M or F', 'Sex: X', { gender: '' }],
  ])('leaves %s empty', (_, text, expected) => {
    expect(parseFront(text, NOW)).toMatchObject(expected);
  });

  it('returns all fields empty for text that is not a card', () => {
    expect(parseFront('Lorem ipsum dolor sit amet\nconsectetur 12 adipiscing', NOW)).toEqual({
      name: '',
      dob: '',
      nationality: '',
      gender: '',
      eidNumber: '',
    });
  });
});

describe('label and value helpers', () => {
  it('matches labels loosely but on word boundaries', () => {
    expect(valueAfterLabel('Name: Aisha', 'name')).toBe('Aisha');
    expect(valueAfterLabel('| Name; Aisha', 'name')).toBe('Aisha');
    expect(valueAfterLabel('Nameless thing', 'name')).toBeNull();
    expect(valueAfterLabel('Date of Birth 01/01/1990', 'date of birth')).toBe('01/01/1990');
    expect(valueAfterLabel('Expiry Date: 01/01/2030', 'date of birth')).toBeNull();
  });

  it('cuts names where OCR noise starts', () => {
    expect(cleanName('Aisha Rahman Oe) dalle')).toBe('Aisha Rahman');
    expect(cleanName('MOHAMMED ALI AL MANSOORI')).toBe('Mohammed Ali Al Mansoori');
    expect(cleanName('Mohammed bin Rashid 553')).toBe('Mohammed Bin Rashid');
    expect(cleanName('Rahman] ee')).toBe('Rahman');
  });

  it('parses card dates', () => {
    expect(parseCardDate('01/01/1990')).toBe('1990-01-01');
    expect(parseCardDate('O1/O1/199O')).toBe('1990-01-01');
    expect(parseCardDate('29/02/2023')).toBeNull();
    expect(parseCardDate('no date')).toBeNull();
  });
});

describe('countries', () => {
  it('maps GCC and common expat MRZ codes to English names', () => {
    expect(
      ['ARE', 'SAU', 'KWT', 'QAT', 'BHR', 'OMN', 'IND', 'PAK', 'BGD', 'PHL', 'EGY', 'LKA', 'NPL', 'GBR', 'USA', 'D<<'].map(countryFromMrzCode),
    ).toEqual([
      'United Arab Emirates',
      'Saudi Arabia',
      'Kuwait',
      'Qatar',
      'Bahrain',
      'Oman',
      'India',
      'Pakistan',
      'Bangladesh',
      'Philippines',
      'Egypt',
      'Sri Lanka',
      'Nepal',
      'United Kingdom',
      'United States',
      'Germany',
    ]);
    expect(countryFromMrzCode('XYZ')).toBeNull();
  });

  it('reads country names with OCR errors but not random words', () => {
    expect(countryFromText('Phillipines')).toBe('Philippines');
    expect(countryFromText('Pakistan OLS tdi]')).toBe('Pakistan');
    expect(countryFromText('Syrian Arab Republic')).toBe('Syria');
    expect(countryFromText('Oman')).toBe('Oman');
    expect(countryFromText('Omen')).toBeNull(); // 4 letters: no error allowed
    expect(countryFromText('Table')).toBeNull();
  });
});

describe('parseCardText (front and back in one text)', () => {
  it('prefers check-digit-verified MRZ values and the front name', () => {
    const p = people[1]!;
    const text = `Name: Mohammed Ali Al Mansoori\nDate of Birth: 14/07/1986\n${mrzLines(p).join('\n')}`;
    const parsed = parseCardText(text, NOW);
    expect(parsed.result).toEqual({
      name: 'Mohammed Ali Al Mansoori',
      dob: '1985-07-14',
      nationality: 'United Arab Emirates',
      gender: 'M',
      eidNumber: p.eidNumber,
    });
    expect(parsed.fields).toBe(5);
  });
});
