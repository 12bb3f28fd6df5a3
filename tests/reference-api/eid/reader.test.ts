// Real OCR on generated cards: accuracy per condition, images that are not cards, the worker pool
// and the event loop. Timings depend on the machine; thresholds are on accuracy, not speed.
import sharp from 'sharp';
import {
  configureEidReader,
  EidReaderBusyError,
  EidReaderTimeoutError,
  readEmiratesId,
  readEmiratesIdDetailed,
  shutdownEidReader,
} from '../../../reference-api/src/modules/upload/eid';
import { addToTally, FIELDS, fieldAccuracy, formatTable, newTally, scoreReadout, type Tally } from '../../fixtures/eid/accuracy';
import { generateCard, type GenerateCardOptions } from '../../fixtures/eid/generate-card';
import { people, type CardPerson } from '../../fixtures/eid/people';

jest.setTimeout(120_000);

const DEFAULTS = { size: 1, timeoutMs: 20_000, maxQueue: 32, retryBudgetMs: 4_000 };
const tallies: [string, Tally][] = [];

afterAll(async () => {
  await shutdownEidReader();
  if (tallies.length > 0) console.log(`Emirates ID reader accuracy (fields read exactly)\n${formatTable(tallies)}`);
});

type Case = { person: CardPerson; options: Omit<GenerateCardOptions, 'person'> };

async function runCases(kind: string, cases: Case[]): Promise<Tally> {
  const tally = newTally();
  for (const { person, options } of cases) {
    const image = await generateCard({ ...options, person });
    const t0 = Date.now();
    const result = await readEmiratesId(image);
    addToTally(tally, scoreReadout(person, result), Date.now() - t0, `${options.side}#${person.eidNumber}`, result);
    // A returned EID number has passed its Luhn check: it is right or absent, never wrong.
    if (result?.eidNumber) expect(result.eidNumber).toBe(person.eidNumber);
  }
  tallies.push([kind, tally]);
  return tally;
}

const pick = (indexes: number[]) => indexes.map((i) => people[i]!);

describe('readEmiratesId accuracy on generated cards', () => {
  it('clean scans, front and back: ≥ 95% of fields exact', async () => {
    const tally = await runCases('clean', [
      ...pick([0, 1, 6, 9]).map((person) => ({ person, options: { side: 'front' as const } })),
      ...pick([2, 4, 7, 13]).map((person) => ({ person, options: { side: 'back' as const } })),
    ]);
    expect(fieldAccuracy(tally)).toBeGreaterThanOrEqual(0.95);
  });

  it('turned 90°, 180° and 270°: ≥ 90% of fields exact', async () => {
    // A turned card needs a second orientation, tried only while the image is within retryBudgetMs.
    // On a loaded machine one pass alone can take longer than the production 4 s, and the reader then
    // (rightly) stops: accuracy would measure the load. Here the budget is out of the way; the
    // production budget's effect is tested below ('stops turning an image once its budget is used').
    configureEidReader({ ...DEFAULTS, timeoutMs: 100_000, retryBudgetMs: 100_000 });
    try {
      const rotations = [90, 180, 270] as const;
      const tally = await runCases('rotated', [
        ...pick([3, 5, 8]).map((person, i) => ({ person, options: { side: 'front' as const, rotate: rotations[i] } })),
        ...pick([10, 11, 12]).map((person, i) => ({ person, options: { side: 'back' as const, rotate: rotations[i] } })),
      ]);
      expect(fieldAccuracy(tally)).toBeGreaterThanOrEqual(0.9);
    } finally {
      configureEidReader(DEFAULTS);
    }
    // six cards with two orientations each: on a loaded machine that is minutes, not a hang
  }, 400_000);

  it('stops turning an image once its budget is used', async () => {
    const image = await generateCard({ person: people[5]!, side: 'front', rotate: 180 });
    configureEidReader({ ...DEFAULTS, retryBudgetMs: 0 });
    try {
      // no budget: the first orientation is the only one tried, so the upside-down card is not read upright
      const spent = await readEmiratesIdDetailed(image);
      expect(spent?.angle ?? 0).toBe(0);
    } finally {
      configureEidReader(DEFAULTS);
    }
    const read = await readEmiratesIdDetailed(image);
    expect(read?.angle).not.toBe(0);
  });

  it('noisy, blurred JPEGs and tilted phone photos: ≥ 80% of fields exact', async () => {
    const noisy = { noise: 22, blur: 0.8, format: 'jpeg' as const };
    const tally = await runCases('noisy/photo', [
      ...pick([1, 4, 10]).map((person) => ({ person, options: { side: 'front' as const, ...noisy } })),
      ...pick([0, 6, 12]).map((person) => ({ person, options: { side: 'back' as const, ...noisy } })),
      { person: people[8]!, options: { side: 'front', tilt: -3, margin: 0.2, scale: 1.6, noise: 8, format: 'jpeg' } },
      { person: people[5]!, options: { side: 'back', tilt: 3, margin: 0.2, scale: 1.6, noise: 8, format: 'jpeg' } },
    ]);
    expect(fieldAccuracy(tally)).toBeGreaterThanOrEqual(0.8);
    for (const f of FIELDS) expect(tally.exact[f] / tally.images).toBeGreaterThanOrEqual(0.6);
  });
});

describe('readEmiratesId on images that are not an ID card', () => {
  it('random noise → null', async () => {
    let seed = 99;
    const pixels = Buffer.alloc(360 * 230 * 3);
    for (let i = 0; i < pixels.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels[i] = seed >> 23;
    }
    const noise = await sharp(pixels, { raw: { width: 360, height: 230, channels: 3 } })
      .png()
      .toBuffer();
    expect(await readEmiratesId(noise)).toBeNull();
    // How fast it gives up (issue 12: it once took 6.5 s trying every orientation) is a speed, measured by
    // `npx tsx scripts/bench-ocr.ts` (npm run bench: 'noise image … ms'), not asserted here: under load a
    // wall-clock limit measured the machine, not the reader.
  });

  it('a photo-like gradient with shapes → null', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a78b5"/><stop offset="1" stop-color="#f2c58c"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#sky)"/><circle cx="900" cy="220" r="90" fill="#fff3c4"/>
      <path d="M0 620 Q300 480 600 600 T1200 560 V800 H0Z" fill="#3d5c2e"/></svg>`;
    expect(await readEmiratesId(await sharp(Buffer.from(svg)).jpeg().toBuffer())).toBeNull();
  });

  it('a text document that is not an ID → null', async () => {
    const lines = [
      'Quarterly maintenance report',
      'Vehicle inspected on Tuesday morning',
      'Brakes and tyres were replaced',
      'Next service is due in spring',
    ];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400"><rect width="1000" height="400" fill="#fff"/>${lines
      .map((l, i) => `<text x="40" y="${80 + i * 70}" font-family="Inter, sans-serif" font-size="34">${l}</text>`)
      .join('')}</svg>`;
    await generateCard({ side: 'front', person: people[0]! }); // registers the fonts
    expect(await readEmiratesId(await sharp(Buffer.from(svg)).png().toBuffer())).toBeNull();
  });

  it('bytes that are not an image → null without OCR', async () => {
    expect(await readEmiratesId(Buffer.from('%PDF-1.7 not an image at all'))).toBeNull();
    expect(await readEmiratesId(Buffer.alloc(0))).toBeNull();
  });
});

describe('partial results', () => {
  it('returns what was read with empty strings for the rest', async () => {
    // Only the top half of a front: ID number and name survive, the rest is cut off.
    const card = await generateCard({ side: 'front', person: people[1]! });
    const top = await sharp(card).extract({ left: 0, top: 0, width: 1012, height: 300 }).png().toBuffer();
    const result = await readEmiratesId(top);
    expect(result).toMatchObject({ eidNumber: people[1]!.eidNumber, dob: '', nationality: '', gender: '' });
  });
});

describe('worker pool', () => {
  afterEach(() => configureEidReader(DEFAULTS));

  it('queues concurrent reads on one worker and answers each correctly', async () => {
    const persons = pick([0, 2, 4]);
    const images = await Promise.all(persons.map((person) => generateCard({ side: 'front', person })));
    const results = await Promise.all(images.map((image) => readEmiratesId(image)));
    results.forEach((r, i) => expect(r?.eidNumber).toBe(persons[i]!.eidNumber));
  });

  it('refuses work beyond the queue limit', async () => {
    configureEidReader({ ...DEFAULTS, maxQueue: 1 });
    const image = await generateCard({ side: 'front', person: people[0]! });
    const outcomes = await Promise.allSettled([readEmiratesId(image), readEmiratesId(image), readEmiratesId(image)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(EidReaderBusyError);
  });

  it('gives up on an image after the time limit and recovers with a fresh worker', async () => {
    const image = await generateCard({ side: 'back', person: people[3]! });
    configureEidReader({ ...DEFAULTS, timeoutMs: 30 });
    await expect(readEmiratesId(image)).rejects.toBeInstanceOf(EidReaderTimeoutError);
    configureEidReader(DEFAULTS);
    expect((await readEmiratesId(image))?.eidNumber).toBe(people[3]!.eidNumber);
  });

  it('keeps the event loop responsive while OCR runs (recognition is in a worker thread)', async () => {
    const image = await generateCard({ side: 'back', person: people[6]!, rotate: 180 });
    await readEmiratesId(image); // warm: worker started
    let ticks = 0;
    let maxGap = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      ticks += 1;
    }, 10);
    const t0 = Date.now();
    const attempt = await readEmiratesIdDetailed(image);
    const elapsed = Date.now() - t0;
    clearInterval(timer);
    console.log(`event loop during a ${elapsed} ms read (${attempt?.passes} OCR passes): ${ticks} ticks of 10 ms, longest gap ${maxGap} ms`);
    expect(attempt?.result.eidNumber).toBe(people[6]!.eidNumber);
    // Synchronous OCR would starve the timer for the whole read; here it keeps firing.
    expect(ticks).toBeGreaterThanOrEqual(Math.max(3, Math.floor((elapsed / 10) * 0.2)));
  });
});
