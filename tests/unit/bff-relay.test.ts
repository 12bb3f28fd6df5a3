import { relayBody } from '@/lib/bff/relay';

// Passing an upstream's bytes on (lib/bff/relay.ts, issue 26): a browser that goes stops the upstream
// answer, and neither that nor an upstream failure escapes as an unhandled error.

const bytes = (s: string) => new TextEncoder().encode(s);

/** An upstream body that gives `chunks`, then waits (or fails with `failWith` once asked for more). */
function upstream(chunks: string[], failWith?: Error) {
  const cancelled = jest.fn();
  let fail: (e: Error) => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks.shift();
        if (next !== undefined) return controller.enqueue(bytes(next));
        if (failWith) return controller.error(failWith);
        // a slow centre: the next chunk never comes unless `fail` is called
        return new Promise<void>((resolve) => (fail = (e) => (controller.error(e), resolve())));
      },
      cancel: cancelled,
    },
    { highWaterMark: 0 },
  );
  return { stream, cancelled, fail: (e: Error) => fail(e) };
}

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => warn.mockRestore());

it('passes the bytes on and ends when the upstream ends', async () => {
  const source = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes('ab'));
      c.enqueue(bytes('cd'));
      c.close();
    },
  });
  expect(await new Response(relayBody(source, new AbortController().signal, 't')).text()).toBe('abcd');
  expect(relayBody(null, new AbortController().signal, 't')).toBeNull();
});

it('the browser cancelling its answer cancels the upstream body', async () => {
  const up = upstream(['a', 'b', 'c']);
  const reader = relayBody(up.stream, new AbortController().signal, 't')!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('a');
  await reader.cancel(new Error('browser gone'));
  expect(up.cancelled).toHaveBeenCalledTimes(1);
});

it('the request aborting mid-stream cancels the upstream; its reset then reads as an abort, not logged', async () => {
  const up = upstream(['a']);
  const request = new AbortController();
  const reader = relayBody(up.stream, request.signal, 't')!.getReader();
  await reader.read();
  const waiting = reader.read();
  request.abort();
  up.fail(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
  await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  expect(up.cancelled).toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
});

it('an upstream that fails mid-stream is logged once and ends the answer as an abort (never a clean end)', async () => {
  const up = upstream(['a'], Object.assign(new Error('terminated'), { code: 'UND_ERR_SOCKET' }));
  const reader = relayBody(up.stream, new AbortController().signal, 'lecture video')!.getReader();
  await reader.read();
  await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toMatch(/lecture video/);
});

it('a request already aborted never reads the upstream', async () => {
  const up = upstream(['a']);
  const request = new AbortController();
  request.abort();
  const relayed = relayBody(up.stream, request.signal, 't')!;
  await expect(relayed.getReader().read()).rejects.toMatchObject({ name: 'AbortError' });
  expect(up.cancelled).toHaveBeenCalled();
});
