// Reads the TD1 machine-readable zone on the back of an Emirates ID from OCR text:
//   ILARE<card no. 9><check><EID 15 digits>        (line 1; the EID sits in the optional data)
//   <dob YYMMDD><check><sex><expiry YYMMDD><check><nationality><optional 11><composite check>
//   <SURNAME><<GIVEN<NAMES> padded with < to 30
// OCR drops, doubles and confuses characters, so lines are located by shape rather than by
// position, numeric fields are repaired (O→0, I→1, S→5, B→8 …) and only fields whose check
// digit (or the EID's Luhn digit) holds are returned.
import { asDigits, asLetters, mrzCheckValid, normaliseEidNumber } from './check-digits';
import { countryFromMrzCode } from './countries';
import { birthYearFromYY, isoDate, plausibleDob } from './dates';
import { SHORT_NAME_WORDS, titleCase } from './names';
import { emptyEidResult, type EidResult } from './types';

export type MrzChecks = {
  eidLuhn: boolean;
  dob: boolean;
  expiry: boolean;
  /** Null when line 1 or 2 was not read in full, so the composite digit could not be computed. */
  composite: boolean | null;
};

export type MrzParse = { result: EidResult; checks: MrzChecks; lines: string[] };

/** Upper-cases, drops spaces, turns chevron look-alikes into `<` and drops anything else. */
export function cleanMrzLine(raw: string): string {
  return raw
    .replace(/[|\[\]!l]/g, 'I') // a bare vertical stroke is I (or 1, which asDigits restores)
    .toUpperCase()
    .replace(/[«≪]/g, '<<')
    .replace(/[‹〈＜]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');
}

type Line2 = {
  index: number;
  offset: number;
  dob: string;
  dobCheck: boolean;
  sex: string;
  expiry: string;
  expiryCheck: boolean;
  nationality: string | null;
  score: number;
};

const MAX_MRZ_LINE = 44;

const SEX: Record<string, 'M' | 'F' | ''> = { M: 'M', F: 'F', '<': '', H: 'M', N: 'M', E: 'F', P: 'F' };

function readLine2At(seg: string): (Omit<Line2, 'index' | 'offset' | 'score'> & { base: number }) | null {
  const dob = asDigits(seg.slice(0, 6));
  const dobDigit = asDigits(seg[6]!);
  const sex = SEX[seg[7]!];
  const expiry = asDigits(seg.slice(8, 14));
  const expDigit = asDigits(seg[14]!);
  if (!/^\d{7}$/.test(dob + dobDigit) || !/^\d{7}$/.test(expiry + expDigit) || sex === undefined) return null;
  const natRaw = seg.slice(15, 18);
  const nationality = countryFromMrzCode(asLetters(natRaw)) ?? countryFromMrzCode(natRaw);
  const dobCheck = mrzCheckValid(dob, dobDigit);
  const expiryCheck = mrzCheckValid(expiry, expDigit);
  const base = (dobCheck ? 3 : 0) + (expiryCheck ? 2 : 0) + (nationality ? 2 : 0) + (seg[7] === 'M' || seg[7] === 'F' ? 1 : 0);
  return { dob, dobCheck, sex: sex ?? '', expiry, expiryCheck, nationality, base };
}

/**
 * Finds "YYMMDD c S YYMMDD c NAT" anywhere in the lines. OCR sometimes inserts a character
 * (a narrow 1 read as "1T"), so each window is also tried with one character removed.
 */
function findLine2(lines: string[]): Line2 | null {
  let best: Line2 | null = null;
  lines.forEach((line, index) => {
    // An MRZ line has 30 characters; OCR adds or drops a few. Longer lines are other text.
    if (line.length > MAX_MRZ_LINE) return;
    for (let offset = 0; offset + 18 <= line.length; offset++) {
      const window = line.slice(offset, offset + 19);
      // Cheap filter before the per-skip parse: dates and check digits need a dozen digits.
      if (asDigits(window.slice(0, 15)).replace(/\D/g, '').length < 12) continue;
      for (let skip = -1; skip < Math.min(18, window.length); skip++) {
        const seg = skip < 0 ? window.slice(0, 18) : window.slice(0, skip) + window.slice(skip + 1);
        if (seg.length < 18) continue;
        const read = readLine2At(seg);
        if (!read) continue;
        const score = read.base + (offset === 0 ? 1 : 0) - (skip >= 0 ? 1 : 0);
        if (score >= 4 && (!best || score > best.score)) best = { ...read, index, offset, score };
      }
    }
  });
  return best;
}

/** First Luhn-valid 784… run of 15 digits in the line (after digit repair), as 784-YYYY-NNNNNNN-N. */
function findEid(line: string): string | null {
  const digits = asDigits(line);
  // Real cards carry it at position 16 (optional data); some layouts start it at position 6.
  const starts = [15, 5, ...Array.from({ length: Math.max(0, digits.length - 14) }, (_, i) => i)];
  for (const start of starts) {
    const run = digits.slice(start, start + 15);
    if (run.startsWith('784')) {
      const eid = normaliseEidNumber(run);
      if (eid) return eid;
    }
  }
  return null;
}

// Filler `<` read through a whitelist often comes out as K or L ("AISHA<K<<KLKL"): a token made
// only of those letters, or a single letter, is filler, not a name.
const isFillerToken = (t: string) => t.length === 1 || /^[KL]+$/.test(t);

/** "RAHMAN<<AISHA<<<<" → "Aisha Rahman" (given names first, as printed on the card front). */
export function nameFromMrzLine(line: string): string {
  let s = line.replace(/<+$/, '');
  // `<` misread as K: a trailing run of K's is filler; a lone KK separator when no << exists.
  s = s.replace(/K{3,}$/, '');
  if (!s.includes('<<') && /[A-Z]KK[A-Z]/.test(s)) s = s.replace(/([A-Z])KK([A-Z])/, '$1<<$2');
  s = asLetters(s);
  const [surname = '', ...rest] = s.split('<<');
  const clean = (part: string) =>
    part
      .split('<')
      .map((t) => t.replace(/[^A-Z]/g, ''))
      .filter((t) => t && !isFillerToken(t))
      .join(' ');
  return titleCase([clean(rest.join('<')), clean(surname)].filter(Boolean).join(' '));
}

/** Higher is more believable; used to choose between two OCR passes over the same MRZ. */
export function mrzNameQuality(name: string): number {
  if (!name) return 0;
  const tokens = name.split(' ');
  const odd = tokens.filter((t) => t.length <= 2 && !SHORT_NAME_WORDS.has(t.toLowerCase())).length;
  return 10 - odd * 3 - Math.max(0, tokens.length - 4) * 2 - (name.length > 30 ? 3 : 0);
}

function isNameLine(line: string) {
  const letters = line.replace(/[^A-Z]/g, '').length;
  return line.length >= 10 && letters >= 4 && (line.includes('<<') || /K{3,}$/.test(line)) && !/\d{3}/.test(line);
}

/**
 * Parses OCR text that may contain a TD1 MRZ. Returns null when no MRZ-shaped line is found,
 * otherwise what the check digits let through.
 */
export function parseMrz(text: string, now: Date = new Date()): MrzParse | null {
  const lines = text
    .split(/\r?\n/)
    .map(cleanMrzLine)
    .filter((l) => l.length >= 18 && l.length <= MAX_MRZ_LINE);
  if (lines.length === 0) return null;

  const result = emptyEidResult();
  const checks: MrzChecks = { eidLuhn: false, dob: false, expiry: false, composite: null };
  const line2 = findLine2(lines);

  // Line 1: the line before line 2 when there is one, otherwise any line with a valid EID.
  const line1Index = line2 && line2.index > 0 ? line2.index - 1 : -1;
  const line1Candidates = line1Index >= 0 ? [line1Index, ...lines.keys()] : [...lines.keys()];
  for (const i of line1Candidates) {
    if (line2 && i === line2.index) continue;
    const eid = findEid(lines[i]!);
    if (eid) {
      result.eidNumber = eid;
      checks.eidLuhn = true;
      break;
    }
  }
  const eidYear = result.eidNumber ? Number(result.eidNumber.slice(4, 8)) : null;

  if (line2) {
    const dob = isoDate(birthYearFromYY(Number(line2.dob.slice(0, 2)), eidYear, now), Number(line2.dob.slice(2, 4)), Number(line2.dob.slice(4, 6)));
    // A date whose check digit fails is dropped: the user types it rather than fixes a wrong one.
    if (line2.dobCheck && plausibleDob(dob, now)) result.dob = dob;
    checks.dob = line2.dobCheck;
    checks.expiry = line2.expiryCheck;
    result.gender = line2.sex as EidResult['gender'];
    result.nationality = line2.nationality ?? '';

    const l1 = line1Index >= 0 ? lines[line1Index]! : null;
    const l2 = lines[line2.index]!.slice(line2.offset);
    if (l1 && l1.length === 30 && l2.length >= 30) {
      checks.composite = mrzCheckValid(l1.slice(5, 30) + asDigits(l2.slice(0, 7)) + asDigits(l2.slice(8, 15)) + l2.slice(18, 29), asDigits(l2[29]!));
    }
  }

  const nameStart = line2 ? line2.index + 1 : 0;
  const nameLine = lines.slice(nameStart).find(isNameLine) ?? (line2 ? undefined : lines.find(isNameLine));
  if (nameLine) result.name = nameFromMrzLine(nameLine);

  const found = line2 !== null || result.eidNumber !== '' || (nameLine !== undefined && lines.some((l) => l.includes('<<<')));
  if (!found) return null;
  return { result, checks, lines };
}
