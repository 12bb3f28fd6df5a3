import { createSupervisor } from '../../scripts/lib/supervise.mjs';

// npm start's launcher (issue 14): a server that dies is started again with back-off, the others
// stay up, and nothing restarts once stopping has begun. Real child processes, short delays.

const node = process.execPath;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('restarts a server that exits, with growing delays, keeps the others up, and stops restarting on stop', async () => {
  const lines: string[] = [];
  const sup = createSupervisor({ initialDelayMs: 100, maxDelayMs: 400, resetAfterMs: 60_000, log: (l) => lines.push(l) });
  sup.supervise('crashy', node, ['-e', 'process.exit(3)']);
  const steady = sup.supervise('steady', node, ['-e', 'setTimeout(() => {}, 60000)']);
  // Exits at ~0, then restarts after 100, 200, 400, 400 … ms: the fourth start comes no sooner than
  // 0.7 s in, and four exits have been logged (the back-off, not a tight loop). Waited for rather than counted after a fixed time: a
  // loaded machine spawns node slowly (a fixed 1.5 s saw 3 starts at load 25).
  const t0 = Date.now();
  while (lines.length < 4 && Date.now() - t0 < 15_000) await wait(20);
  expect(sup.launches.get('crashy')).toBeGreaterThanOrEqual(4);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(700);
  expect(lines[0]).toMatch(/\[crashy\] exited \(3\); starting it again in 0.1 s/);
  expect(lines.slice(0, 4).map((l) => /in ([\d.]+) s/.exec(l)?.[1])).toEqual(['0.1', '0.2', '0.4', '0.4']);
  expect(sup.launches.get('steady')).toBe(1);
  expect(steady?.child.exitCode).toBeNull();

  sup.stop();
  await wait(600);
  const after = sup.launches.get('crashy');
  await wait(600);
  expect(sup.launches.get('crashy')).toBe(after);
});
