// Emirates ID image → fields. One pool job per image: OCR the prepared image; if nothing card-like
// comes out, try the other orientation(s); when the text shows an MRZ whose check digits don't
// all hold, OCR just the MRZ strip again with an MRZ-only character set and keep, per field,
// the better-verified reading.
import { PSM, type RecognizeOptions, type Worker } from 'tesseract.js';
import { OcrPool, type OcrPoolOptions } from './ocr-pool';
import { parseFront } from './parse-front';
import { cropForMrz, mrzRegion } from './mrz-region';
import { mrzNameQuality, parseMrz, type MrzParse } from './parse-mrz';
import { deskewImage, prepareForOcr, rotateImage, type Prepared } from './preprocess';
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
/** Stop trying orientations once this many fields are read. */
const ENOUGH_FIELDS = 3;

let options: EidReaderOptions = DEFAULTS;
let pool: OcrPool | null = null;

/** Sets pool size, time limit and queue length (reference-api's env module calls this at boot). */
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

/** Field by field, the reading whose check digits hold (or whose name looks like a name). */
export function combineMrzReadings(a: MrzParse | null, b: MrzParse | null): EidResult {
  if (!a || !b) return (a ?? b)?.result ?? emptyEidResult();
  const [line2Best, line2Other] = line2Trust(b) > line2Trust(a) ? [b, a] : [a, b];
  const pick = <K extends keyof EidResult>(first: MrzParse, second: MrzParse, key: K): EidResult[K] => first.result[key] || second.result[key];
  return {
    eidNumber: pick(a, b, 'eidNumber'),
    dob: pick(line2Best, line2Other, 'dob'),
    gender: pick(line2Best, line2Other, 'gender'),
    nationality: pick(line2Best, line2Other, 'nationality'),
    // b is the MRZ-only pass, whose names are cleaner unless its filler came out as letters.
    name: mrzNameQuality(b.result.name) >= mrzNameQuality(a.result.name) ? b.result.name || a.result.name : a.result.name,
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

async function readOrientation(worker: Worker, img: Prepared): Promise<OrientationRead> {
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
  let mrzResult = mrz1?.result ?? null;

  // The MRZ is read again on its own, scaled and with an MRZ-only alphabet, whenever it is
  // there: pass one reads the font's bare-stroke I as | or l and mangles names (~0.2 s more).
  const region = mrzRegion(ocrLines, text, img.width, img.height);
  const crop = region ? await cropForMrz(img.png, region) : null;
  if (crop) {
    const second = await worker.recognize(crop, MRZ_PASS_PARAMS);
    passes = 2;
    const mrz2 = parseMrz(second.data.text);
    if (mrz1 || mrz2) mrzResult = combineMrzReadings(mrz1, mrz2);
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

async function readWithWorker(worker: Worker, prepared: Prepared): Promise<Attempt> {
  const started = Date.now();
  let best: Attempt = { result: emptyEidResult(), fields: 0, angle: 0, passes: 0 };
  let passes = 0;
  // Turning by 180° keeps the lines' slant, so one measurement serves 0/180 and one 90/270.
  const skewByParity = new Map<number, number>();
  for (const angle of orientations(prepared)) {
    let img = await rotateImage(prepared, angle);
    let skew = skewByParity.get(angle % 180);
    if (skew === undefined) {
      skew = await measureSkew(worker, img);
      skewByParity.set(angle % 180, skew);
    }
    if (Math.abs(skew) >= MIN_SKEW_DEGREES) img = await deskewImage(img, skew);
    const read = await readOrientation(worker, img);
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
  if (!prepared) return null;
  pool ??= new OcrPool(options);
  const attempt = await pool.run((worker) => readWithWorker(worker, prepared));
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
