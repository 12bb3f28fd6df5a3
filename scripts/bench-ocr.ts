// Emirates ID reader benchmark: N synthetic cards of each kind → per-field accuracy, character
// error rate, latency percentiles, and event-loop delay while OCR runs (it must stay small:
// recognition happens in worker threads, image work on libuv's pool).
//   npx tsx scripts/bench-ocr.ts [--n 8] [--kinds clean-front,noisy-back] [--concurrency 1] [--misses]
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { configureEidReader, readEmiratesIdDetailed, shutdownEidReader } from '../reference-api/src/modules/upload/eid';
import { addToTally, fieldAccuracy, formatTable, newTally, percentile, scoreReadout, type Tally } from '../tests/fixtures/eid/accuracy';
import { generateCard, type GenerateCardOptions } from '../tests/fixtures/eid/generate-card';
import { people } from '../tests/fixtures/eid/people';

type Kind = { name: string; options: (i: number) => Omit<GenerateCardOptions, 'person'> };
const ROTATIONS = [90, 180, 270] as const;

export const KINDS: Kind[] = [
  { name: 'clean-front', options: () => ({ side: 'front' }) },
  { name: 'clean-back', options: () => ({ side: 'back' }) },
  { name: 'rotated-front', options: (i) => ({ side: 'front', rotate: ROTATIONS[i % 3] }) },
  { name: 'rotated-back', options: (i) => ({ side: 'back', rotate: ROTATIONS[i % 3] }) },
  { name: 'noisy-front', options: () => ({ side: 'front', noise: 22, blur: 0.8, format: 'jpeg' }) },
  { name: 'noisy-back', options: () => ({ side: 'back', noise: 22, blur: 0.8, format: 'jpeg' }) },
  { name: 'small-front', options: () => ({ side: 'front', scale: 0.55, blur: 0.6, format: 'jpeg' }) },
  { name: 'small-back', options: () => ({ side: 'back', scale: 0.55, blur: 0.6, format: 'jpeg' }) },
  { name: 'photo-front', options: (i) => ({ side: 'front', tilt: i % 2 ? 4 : -3, scale: 1.6, noise: 8, format: 'jpeg' }) },
  { name: 'photo-back', options: (i) => ({ side: 'back', tilt: i % 2 ? -4 : 3, scale: 1.6, noise: 8, format: 'jpeg' }) },
  { name: 'far-front', options: (i) => ({ side: 'front', tilt: i % 2 ? 2 : -2, margin: 0.3, scale: 2, noise: 8, format: 'jpeg' }) },
  { name: 'far-back', options: (i) => ({ side: 'back', tilt: i % 2 ? -2 : 2, margin: 0.3, scale: 2, noise: 8, format: 'jpeg' }) },
  { name: 'hard-front', options: () => ({ side: 'front', noise: 45, blur: 1.2, format: 'jpeg' }) },
  { name: 'hard-back', options: () => ({ side: 'back', noise: 45, blur: 1.2, format: 'jpeg' }) },
];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function main() {
  const n = Number(arg('n', '8'));
  const concurrency = Number(arg('concurrency', '1'));
  configureEidReader({ size: Number(arg('pool', '1')) });
  const wanted = arg('kinds', KINDS.map((k) => k.name).join(',')).split(',');
  const kinds = KINDS.filter((k) => wanted.includes(k.name));

  // Generate first, so the timings below are the reader's alone.
  const jobs: { kind: string; personIndex: number; image: Buffer }[] = [];
  for (const kind of kinds) {
    for (let i = 0; i < n; i++) {
      const personIndex = (i * 5 + kind.name.length) % people.length;
      jobs.push({ kind: kind.name, personIndex, image: await generateCard({ ...kind.options(i), person: people[personIndex]! }) });
    }
  }

  const coldStart = performance.now();
  await readEmiratesIdDetailed(jobs[0]!.image);
  const coldMs = performance.now() - coldStart;

  // Baseline: the same measurement with nothing running, to tell OCR's effect from a busy machine.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((r) => setTimeout(r, 2000));
  idle.disable();

  const tallies = new Map<string, Tally>(kinds.map((k) => [k.name, newTally()]));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let maxTimerLag = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    maxTimerLag = Math.max(maxTimerLag, now - last - 10);
    last = now;
  }, 10);
  loop.enable();
  const started = performance.now();
  let passes = 0;
  let next = 0;
  const runOne = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const t0 = performance.now();
      const attempt = await readEmiratesIdDetailed(job.image).catch((error: Error) => {
        console.error(`${job.kind}#${job.personIndex}: ${error.message}`);
        return null;
      });
      const ms = performance.now() - t0;
      passes += attempt?.passes ?? 0;
      const person = people[job.personIndex]!;
      addToTally(
        tallies.get(job.kind)!,
        scoreReadout(person, attempt?.result ?? null),
        ms,
        `${job.kind}#${job.personIndex}`,
        attempt?.result ?? null,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, runOne));
  const wallMs = performance.now() - started;
  const rssMb = Math.round(process.memoryUsage().rss / 1e6);
  loop.disable();
  clearInterval(ticker);

  // Non-card images must come back null, and their cost matters too (they try every orientation).
  const noiseImage = await generateNoise(900, 560);
  const t0 = performance.now();
  const nullRead = await readEmiratesIdDetailed(noiseImage).catch((error: Error) => error.message);
  const noiseMs = performance.now() - t0;
  await shutdownEidReader();

  const rows = [...tallies.entries()];
  const all = newTally();
  for (const [, t] of rows) {
    all.images += t.images;
    for (const f of Object.keys(all.exact) as (keyof Tally['exact'])[]) all.exact[f] += t.exact[f];
    all.charErrors += t.charErrors;
    all.chars += t.chars;
    all.latenciesMs.push(...t.latenciesMs);
  }
  console.log(formatTable([...rows, ['ALL', all]]));
  console.log(
    `\nimages ${all.images}, concurrency ${concurrency}, wall ${(wallMs / 1000).toFixed(1)} s, ${(all.images / (wallMs / 1000)).toFixed(2)} images/s, ` +
      `OCR passes/image ${(passes / all.images).toFixed(2)}, process RSS ${rssMb} MB, all-field accuracy ${(fieldAccuracy(all) * 100).toFixed(1)}%`,
  );
  console.log(
    `cold start (worker init + first read): ${Math.round(coldMs)} ms; noise image: ${nullRead === null ? 'null' : JSON.stringify(nullRead)} in ${Math.round(noiseMs)} ms`,
  );
  // The histogram holds whole sampling intervals (10 ms when nothing blocks): report the excess.
  const excess = (h: ReturnType<typeof monitorEventLoopDelay>) =>
    `p50 ${(h.percentile(50) / 1e6 - 10).toFixed(1)} ms, p99 ${(h.percentile(99) / 1e6 - 10).toFixed(1)} ms, max ${(h.max / 1e6 - 10).toFixed(1)} ms`;
  console.log(
    `event-loop delay while OCR ran: ${excess(loop)}; worst 10 ms-timer lag ${maxTimerLag.toFixed(1)} ms (p95 read ${Math.round(percentile(all.latenciesMs, 95))} ms)`,
  );
  console.log(`event-loop delay idle, same machine, 2 s before: ${excess(idle)}`);
  if (process.argv.includes('--misses')) for (const [, t] of rows) for (const m of t.misses) console.log(`  miss ${m}`);
}

async function generateNoise(width: number, height: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  let seed = 12345;
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = seed >> 23;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
