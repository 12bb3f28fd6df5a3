// Emirates ID image → fields. One pool job per image:
//   1. level the text (tesseract's line finder gives the skew of a card photographed at an angle);
//   2. OCR the whole image and parse it as a card front and as a back (MRZ);
//   3. if an MRZ is there, OCR just that strip again, scaled and with an MRZ-only alphabet, and
//      keep per field the reading whose check digits hold;
//   4. if the text did not read as upright text, turn the image (180°, or 90/270° for a portrait
//      image) and try again, within a time budget.
import { PSM, type RecognizeOptions, type Worker } from 'tesseract.js';
import { OcrPool, type OcrPoolOptions } from './ocr-pool';
import { parseFront } from './parse-front';
import { cropForMrz, mrzRegion } from './mrz-region';
import { mrzNameQuality, parseMrz, type MrzParse } from './parse-mrz';
import { deskewImage, looksLikeTexture, prepareForOcr, rotateImage, type Prepared } from './preprocess';
import { countReadFields, emptyEidResult, type EidResult } from './types';

export type EidReaderOptions = OcrPoolOptions & {
  /** No further orientation is tried once an image has used this much time. */
  retryBudgetMs: number;
};

const DEFAULTS: EidReaderOptions = { size: 1, timeoutMs: 20_000, maxQueue: 32, retryBudgetMs: 4_000 };
// tesseract.js passes unknown recognize options through to tesseract as parameters for that
// call only (restored afterwards), but its types only list its own options.
const MRZ_PASS_PARAMS = {
  tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
  tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
} as unknown as Partial<RecognizeOptions>;
/** Third MRZ reading, relative to the second's scale (18 px capitals → 26 px). */
const TIE_BREAK_SCALE = 26 / 18;
/** Stop trying orientations once this many fields are read. */
const ENOUGH_FIELDS = 3;

let options: EidReaderOptions = DEFAULTS;
let pool: OcrPool | null = null;

/**
 * Sets pool size, time limits and queue length; meant for start-up (reference-api's env module).
 * Reads still running on the previous pool are cancelled.
 */
export function configureEidReader(next: Partial<EidReaderOptions>): void {
  options = { ...options, ...next };
  const old = pool;
  pool = null;
  void old?.close();
}

/** Terminates the OCR worker threads; the next read starts them again. */
export async function shutdownEidReader(): Promise<void> {
  const old = pool;
  pool = null;
  await old?.close();
}

type Attempt = { result: EidResult; fields: number; angle: number; passes: number };

const line2Trust = (p: MrzParse) => (p.checks.dob ? 2 : 0) + (p.checks.expiry ? 1 : 0) + (p.checks.composite ? 1 : 0);

/**
 * Field by field, the best of several readings of one MRZ, given in order of preference: a
 * Luhn-valid EID; line-2 fields from the reading whose check digits hold best; the name most
 * readings agree on (names carry no check digit), else the most name-like one.
 */
export function combineMrzReadings(readings: (MrzParse | null)[]): EidResult | null {
  const found = readings.filter((r): r is MrzParse => r !== null);
  if (found.length === 0) return null;
  const line2 = found.reduce((best, r) => (line2Trust(r) > line2Trust(best) ? r : best));
  const first = <K extends keyof EidResult>(key: K) => found.find((r) => r.result[key])?.result[key] ?? '';
  const names = found.map((r) => r.result.name).filter(Boolean);
  const agreed = names.find((n, i) => names.indexOf(n) !== i);
  const likeliest = names.reduce<string>((best, n) => (mrzNameQuality(n) > mrzNameQuality(best) ? n : best), names[0] ?? '');
  return {
    eidNumber: first('eidNumber'),
    dob: line2.result.dob || first('dob'),
    gender: line2.result.gender || first('gender'),
    nationality: line2.result.nationality || first('nationality'),
    name: agreed ?? likeliest,
  };
}

function orientations(img: Prepared): (0 | 90 | 180 | 270)[] {
  const ratio = img.width / img.height;
  if (ratio > 1.3) return [0, 180];
  if (ratio < 1 / 1.3) return [90, 270];
  // Near-square: a card photographed with lots of background; any orientation is possible.
  return [0, 180, 90, 270];
}

type OrientationRead = { result: EidResult; passes: number; words: number; upright: boolean };

async function readOrientation(worker: Worker, img: Prepared, signal: AbortSignal): Promise<OrientationRead> {
  const first = await worker.recognize(img.png, {}, { text: true, blocks: true });
  const text = first.data.text;
  const ocrLines = (first.data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const words = ocrLines.flatMap((l) => l.words);
  // Upright text reads with a mean confidence of 50–75 and several words tesseract is sure of;
  // upside-down or sideways text reads at 15–35 with almost none.
  const confidentWords = words.filter((w) => w.confidence >= 80 && /[A-Za-z0-9]{3}/.test(w.text)).length;
  const stats = { words: words.length, upright: first.data.confidence >= 45 && confidentWords >= 3 };
  const front = parseFront(text);
  const mrz1 = parseMrz(text);
  let passes = 1;
  let mrzResult: EidResult | null = mrz1?.result ?? null;

  // The MRZ is read again on its own whenever it is there (~0.2 s): with the full alphabet,
  // pass one reads I as | or l, filler as K or «, and drops characters (see mrz-region.ts).
  // Names have no check digit; when two readings disagree a third, at another scale, decides.
  const region = mrzRegion(ocrLines, text, img.width, img.height);
  if (region) {
    const readMrzAt = async (scale: number) => {
      const crop = await cropForMrz(img.png, { ...region, scale });
      if (!crop) return null;
      signal.throwIfAborted();
      passes += 1;
      return parseMrz((await worker.recognize(crop, MRZ_PASS_PARAMS)).data.text);
    };
    const mrz2 = await readMrzAt(region.scale);
    const disagree = mrz1 && mrz2 && mrz1.result.name !== mrz2.result.name;
    const mrz3 = disagree ? await readMrzAt(region.scale * TIE_BREAK_SCALE) : null;
    mrzResult = combineMrzReadings([mrz2, mrz3, mrz1]);
  }
  if (!mrzResult) return { result: front, passes, ...stats };
  const merged: EidResult = { ...front };
  for (const key of ['eidNumber', 'dob', 'gender', 'nationality'] as const) {
    if (mrzResult[key]) (merged as Record<string, string>)[key] = mrzResult[key];
  }
  merged.name = front.name || mrzResult.name;
  return { result: merged, passes, ...stats };
}

/**
 * Skew of the text lines in degrees, from tesseract's line finder alone (no recognition,
 * ~0.1 s). A card photographed at a slight angle needs levelling: at 3–4° the 30-character MRZ
 * lines run into each other and no field of the back is read.
 */
async function measureSkew(worker: Worker, img: Prepared): Promise<number> {
  const probe = await worker.recognize(img.png, { rotateAuto: true }, { text: false });
  const radians = (probe.data as { rotateRadians?: number }).rotateRadians ?? 0;
  return (radians * 180) / Math.PI;
}

const MIN_SKEW_DEGREES = 0.5;

async function readWithWorker(worker: Worker, prepared: Prepared, signal: AbortSignal): Promise<Attempt> {
  const started = Date.now();
  let best: Attempt = { result: emptyEidResult(), fields: 0, angle: 0, passes: 0 };
  let passes = 0;
  // Turning by 180° keeps the lines' slant, so one measurement serves 0/180 and one 90/270.
  const skewByParity = new Map<number, number>();
  for (const angle of orientations(prepared)) {
    signal.throwIfAborted();
    let img = await rotateImage(prepared, angle);
    let skew = skewByParity.get(angle % 180);
    if (skew === undefined) {
      skew = await measureSkew(worker, img);
      skewByParity.set(angle % 180, skew);
    }
    if (Math.abs(skew) >= MIN_SKEW_DEGREES) img = await deskewImage(img, skew);
    signal.throwIfAborted();
    const read = await readOrientation(worker, img, signal);
    passes += read.passes;
    const fields = countReadFields(read.result);
    if (fields > best.fields) best = { result: read.result, fields, angle, passes };
    if (best.fields >= ENOUGH_FIELDS) break;
    // Turning the image only helps when there was text that did not read as upright text.
    // Upright text that is not an ID, an image without text, and images so busy that one pass
    // ate the budget (noise, textures: tesseract's cost grows with the blobs it finds) stop here.
    if (read.upright || read.words < 4 || Date.now() - started > options.retryBudgetMs) break;
  }
  return { ...best, passes };
}

/** As readEmiratesId, with the orientation used and the number of OCR passes (for benchmarks). */
export async function readEmiratesIdDetailed(image: Buffer): Promise<Attempt | null> {
  const prepared = await prepareForOcr(image);
  if (!prepared || (await looksLikeTexture(prepared))) return null;
  pool ??= new OcrPool(options);
  const attempt = await pool.run((worker, signal) => readWithWorker(worker, prepared, signal));
  return attempt.fields > 0 ? attempt : null;
}

/**
 * Reads name, date of birth, nationality, gender and EID number from a photo or scan of either
 * side of an Emirates ID. Fields that could not be read are empty strings; null when none was.
 * Rejects with EidReaderBusyError (queue full) or EidReaderTimeoutError.
 */
export async function readEmiratesId(image: Buffer): Promise<EidResult | null> {
  return (await readEmiratesIdDetailed(image))?.result ?? null;
}
