import http from 'node:http';
import { startReferenceApi, type RunningApi } from './support/reference-api';

// Shutdown (issue 14): on SIGTERM the API stops accepting, finishes what is in flight, closes idle
// keep-alive connections at once (they used to hold the exit for the 72 s keep-alive time-out) and
// exits well within 10 s.

let api: RunningApi;
beforeAll(async () => {
  api = await startReferenceApi();
}, 120_000);
afterAll(async () => api?.stop());

function getJson(url: string, agent: http.Agent): Promise<{ status: number; body: unknown; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null'), connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

it('finishes a request in flight, drops idle keep-alive connections and exits within 10 s of SIGTERM', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  // One idle kept-alive connection, and one slow request in flight.
  expect((await getJson(`${api.url}/health`, agent)).status).toBe(200);
  const slow = getJson(`${api.url}/sandbox/slow?ms=1500`, agent);
  await new Promise((r) => setTimeout(r, 300));
  const exited = new Promise<number>((resolve) => api.child.once('exit', () => resolve(Date.now())));
  const signalled = Date.now();
  process.kill(-api.child.pid!, 'SIGTERM');

  const answer = await slow;
  expect(answer).toMatchObject({ status: 200, body: { data: { waitedMs: 1500 } }, connection: 'close' });
  const exitMs = (await exited) - signalled;
  expect(exitMs).toBeLessThan(10_000);
  // Recorded for the closing note: the drain takes the slow request's remaining time, not the keep-alive time-out.
  console.log(`API exit after SIGTERM: ${exitMs} ms (slow request 1500 ms, started 300 ms before)`);
  await expect(getJson(`${api.url}/health`, new http.Agent())).rejects.toThrow(/ECONNREFUSED|socket hang up|ECONNRESET/);
  agent.destroy();
}, 30_000);
