import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCloneableBody } from 'next/dist/server/body-streams';
import { ignoreDroppedRejections, quietWhenDropped } from '@/scripts/lib/dropped-requests.mjs';

// scripts/lib/dropped-requests.mjs against Next's own body tee (what its Node middleware runs for a
// request with a body: the copy for middleware, then finalize(), never awaited). The built portal is
// covered by tests/e2e/faults.spec.ts ("writes dropped before their answer").

const escaped: unknown[] = [];
const onEscaped = (error: unknown) => void escaped.push(error);
beforeEach(() => {
  escaped.length = 0;
  process.on('uncaughtException', onEscaped);
});
afterEach(() => process.off('uncaughtException', onEscaped));

/** A server that handles each request as Next does around middleware, and answers one chunk, never the end. */
async function nextLike(onFinalize: (finalized: Promise<void>) => void) {
  const server = http.createServer((req, res) => {
    quietWhenDropped(req, res);
    const body = getCloneableBody(req);
    body.cloneBodyStream().resume();
    onFinalize(body.finalize());
    res.write('the answer begins');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** A PUT whose body goes 300 ms after its headers (middleware has run by then); dropped 200 ms later, its answer begun. */
function sentLateThenDropped(url: string, body: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'PUT', headers: { 'content-length': String(body.length) } });
    req.on('error', () => undefined);
    req.flushHeaders();
    setTimeout(() => req.write(body), 300);
    setTimeout(() => (req.destroy(), resolve()), 500);
  });
}

it('a body that ends after middleware ran, then dropped before its answer: nothing uncaught', async () => {
  const { server, url } = await nextLike((finalized) => void finalized);
  await sentLateThenDropped(url, '{"completedTime":2}');
  await new Promise((r) => setTimeout(r, 200));
  server.close();
  expect(escaped).toEqual([]);
});

it("a body cut short: the rejection Next never awaits is dropped, any other still reaches Next's listener", async () => {
  let finalized: Promise<void> | undefined;
  const { server, url } = await nextLike((p) => void (finalized = p));
  const proc = new EventEmitter();
  const reached: unknown[] = [];
  proc.on('unhandledRejection', (reason) => void reached.push(reason));
  ignoreDroppedRejections(proc);

  // half the body, and the browser is gone (it never sees an answer)
  await new Promise<void>((resolve) => {
    const req = http.request(url, { method: 'PUT', headers: { 'content-length': '100' } });
    req.on('error', () => undefined);
    req.write('{"completed');
    setTimeout(() => (req.destroy(), resolve()), 300);
  });
  const reason = await finalized!.then(
    () => null,
    (error: unknown) => error,
  );
  expect(reason).toMatchObject({ message: 'aborted', code: 'ECONNRESET' });
  proc.emit('unhandledRejection', reason, finalized);
  const other = new Error('a real failure');
  proc.emit('unhandledRejection', other, Promise.resolve());
  expect(reached).toEqual([other]);
  server.close();
  expect(escaped).toEqual([]);
});
