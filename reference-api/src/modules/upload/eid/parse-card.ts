// Combines the two parsers over one OCR text: a photo or scan may show the front, the back, or
// both. Check-digit-verified MRZ values win over front values, except the name, which the front
// prints in full (the MRZ truncates and drops punctuation).
import { parseFront } from './parse-front';
import { parseMrz, type MrzChecks } from './parse-mrz';
import { countReadFields, EID_FIELDS, type EidResult } from './types';

export type CardParse = { result: EidResult; mrz: MrzChecks | null; fields: number };

export function mergeResults(preferred: EidResult, fallback: EidResult): EidResult {
  const merged = { ...preferred };
  for (const field of EID_FIELDS) if (!merged[field]) (merged as Record<string, string>)[field] = fallback[field];
  return merged;
}

export function parseCardText(text: string, now: Date = new Date()): CardParse {
  const front = parseFront(text, now);
  const mrz = parseMrz(text, now);
  let result = front;
  if (mrz) {
    result = mergeResults(mrz.result, front);
    if (front.name) result.name = front.name;
  }
  return { result, mrz: mrz?.checks ?? null, fields: countReadFields(result) };
}
