// Reads the front of an Emirates ID from OCR text. The card prints English labels beside
// Arabic ones ("Name: Aisha Rahman", "Date of Birth: 01/01/1990", "Nationality: India",
// "Sex: F", and the number under "ID Number"); the Arabic half comes out of an English OCR
// model as noise on the same or neighbouring lines, so labels are matched loosely and values
// are cut off where the noise starts.
import { asDigits, normaliseEidNumber } from './check-digits';
import { countryFromText, levenshtein } from './countries';
import { isoDate, plausibleDob } from './dates';
import { NAME_PARTICLES, SHORT_NAME_WORDS, titleCase } from './names';
import { emptyEidResult, type EidResult } from './types';

const LABELS = {
  name: ['name', 'full name'],
  dob: ['date of birth', 'birth date', 'dob'],
  nationality: ['nationality'],
  sex: ['sex', 'gender'],
} as const;

// Letters OCR puts in place of others in label words ("5ex", "Narne", "Nat1onality").
const normaliseLabelText = (s: string) => s.toLowerCase().replace(/rn/g, 'm').replace(/5/g, 's').replace(/0/g, 'o').replace(/[1|!]/g, 'i');

const allowedErrors = (label: string) => (label.length <= 3 ? 0 : label.length < 10 ? 1 : label.length < 13 ? 2 : 3);

/** If the text starts with (something close to) the label, returns what follows its separator. */
function valueAtStart(rest: string, label: string): string | null {
  const norm = normaliseLabelText(rest);
  const allowed = allowedErrors(label);
  let best: { end: number; d: number } | null = null;
  for (let len = label.length - allowed; len <= label.length + allowed; len++) {
    if (len <= 0 || len > norm.length) continue;
    const d = levenshtein(norm.slice(0, len).replace(/\s+/g, ' '), label);
    // The label must end at a word boundary, else "Names" would be read as "Name" + "s".
    const next = norm[len];
    if (d <= allowed && (next === undefined || !/[a-z]/.test(next)) && (!best || d < best.d)) best = { end: len, d };
  }
  if (!best) return null;
  // `rn`→`m` shortened the normalised text: map the cut back onto the original characters.
  let consumed = 0;
  let originalEnd = 0;
  const lower = rest.toLowerCase();
  while (consumed < best.end && originalEnd < rest.length) {
    originalEnd += lower.startsWith('rn', originalEnd) ? 2 : 1;
    consumed += 1;
  }
  return rest
    .slice(originalEnd)
    .replace(/^[\s:;.,\-_=|]+/, '')
    .trim();
}

/**
 * The value after the first word in the line that is (close to) the label. Words before it are
 * skipped: the card photo and the emblem come out as junk at the start of lines.
 */
export function valueAfterLabel(line: string, label: string): string | null {
  // Labels sit within the first few words; junk lines (noise read as text) are not searched far.
  const wordStarts = [...line.matchAll(/(?:^|[^A-Za-z0-9])([A-Za-z0-9])/g)].slice(0, 8).map((m) => m.index! + m[0].length - 1);
  const first = label[0]!;
  for (const start of wordStarts) {
    // A label is allowed at most one misread letter among its first two.
    const head = normaliseLabelText(line.slice(start, start + 2));
    if (head[0] !== first && head[1] !== label[1]) continue;
    const value = valueAtStart(line.slice(start), label);
    if (value !== null) return value;
  }
  return null;
}

function labelled(lines: string[], labels: readonly string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    for (const label of labels) {
      const value = valueAfterLabel(lines[i]!, label);
      if (value === null) continue;
      // A label alone on its line has its value on the next line.
      return value !== '' ? value : (lines[i + 1] ?? '');
    }
  }
  return null;
}

/** Keeps the leading run of name-like words; stops at the OCR noise of the Arabic half. */
export function cleanName(value: string): string {
  const words: string[] = [];
  for (const raw of value.split(/\s+/)) {
    const word = raw.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
    if (!/^[A-Za-z][A-Za-z'-]*$/.test(word)) break;
    const capitalised = /^[A-Z]/.test(word);
    if (!capitalised && !NAME_PARTICLES.has(word.toLowerCase())) break;
    if (word.length === 1 || (word.length === 2 && !SHORT_NAME_WORDS.has(word.toLowerCase()))) break;
    words.push(word);
    if (raw !== word && /[^A-Za-z]$/.test(raw) && !/[-']$/.test(raw)) break; // "Rahman]" ends the name
  }
  return titleCase(words.join(' '));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** First date in the text: DD/MM/YYYY (any of / - . as separators) or "01 Jan 1990". */
export function parseCardDate(text: string): string | null {
  const numeric = asDigits(text).match(/(\d{1,2})\s*[/\-.,]\s*(\d{1,2})\s*[/\-.,]\s*(\d{4})/);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = text.match(/(\d{1,2})\s*[\s\-/]\s*([A-Za-z]{3})[A-Za-z]*\.?\s*[\s\-/]\s*(\d{4})/);
  if (named) {
    const month = MONTHS.indexOf(named[2]!.toLowerCase()) + 1;
    if (month > 0) return isoDate(Number(named[3]), month, Number(named[1]));
  }
  return null;
}

function findEidNumber(lines: string[]): string | null {
  // Also try each line joined with the next: the number can wrap under its label.
  const texts = [...lines, ...lines.slice(0, -1).map((l, i) => `${l} ${lines[i + 1]}`)];
  for (const text of texts) {
    const digits = asDigits(text).replace(/[\s\-–—._,:]/g, '');
    for (let i = digits.indexOf('784'); i >= 0; i = digits.indexOf('784', i + 1)) {
      const eid = normaliseEidNumber(digits.slice(i, i + 15));
      if (eid) return eid;
    }
  }
  return null;
}

function parseSex(value: string | null): 'M' | 'F' | '' {
  if (!value) return '';
  const v = value.trim();
  if (/^(male|m\b|m$)/i.test(v)) return 'M';
  if (/^(female|f\b|f$)/i.test(v)) return 'F';
  return '';
}

/** Whether the text looks like the front of a card (at least two of its labels are present). */
export function looksLikeFront(text: string): boolean {
  const lines = text.split(/\r?\n/);
  return Object.values(LABELS).filter((labels) => labelled(lines, labels) !== null).length >= 2;
}

export function parseFront(text: string, now: Date = new Date()): EidResult {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const result = emptyEidResult();

  result.eidNumber = findEidNumber(lines) ?? '';

  const name = labelled(lines, LABELS.name);
  if (name) result.name = cleanName(name);

  const dobText = labelled(lines, LABELS.dob);
  let dob = dobText ? parseCardDate(dobText) : null;
  if (!dob) {
    // No readable label: the birth date is the earliest date on the card (issue and expiry follow it).
    const dates = lines
      .filter((l) => !/issu|expir/i.test(l))
      .map(parseCardDate)
      .filter((d): d is string => d !== null)
      .sort();
    dob = dates[0] ?? null;
  }
  // The EID number carries the birth year: it settles a misread year digit.
  if (dob && result.eidNumber) {
    const eidYear = result.eidNumber.slice(4, 8);
    const diff = [...eidYear].filter((c, i) => c !== dob![i]).length;
    if (diff === 1) dob = isoDate(Number(eidYear), Number(dob.slice(5, 7)), Number(dob.slice(8, 10)));
  }
  if (plausibleDob(dob, now)) result.dob = dob;

  const nationality = labelled(lines, LABELS.nationality);
  if (nationality) result.nationality = countryFromText(nationality) ?? '';

  result.gender = parseSex(labelled(lines, LABELS.sex));
  return result;
}
