// Passing an upstream answer's bytes on to the browser (lecture videos, document files). A browser
// drops such a stream all the time (a seek asks for a new range, the page is left): the portal then
// stops reading the centre's answer and closes that connection, and nothing of it may surface as an
// uncaught error or an unhandled rejection (issue 26; docs/learning.md "Streaming").

const aborted = () => new DOMException('The browser went away', 'AbortError');

/**
 * `body` read one chunk at a time as the browser takes it. When the browser goes (the response is
 * cancelled, or `signal`, the request's, aborts) the upstream body is cancelled, which closes its
 * connection. An upstream that fails mid-stream is logged here once and ends the browser's answer
 * as an abort (a truncated download, never a clean end that would pass for the whole file).
 */
export function relayBody(body: ReadableStream<Uint8Array> | null, signal: AbortSignal, what: string): ReadableStream<Uint8Array> | null {
  if (!body) return null;
  const reader = body.getReader();
  let finished = false;
  const drop = (reason?: unknown) => {
    if (finished) return Promise.resolve();
    finished = true;
    signal.removeEventListener('abort', onAbort);
    return reader.cancel(reason).catch(() => undefined);
  };
  const onAbort = () => void drop(aborted());
  if (signal.aborted) void drop(aborted());
  else signal.addEventListener('abort', onAbort, { once: true });

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = finished ? { done: true as const, value: undefined } : await reader.read();
          if (!chunk.done) return controller.enqueue(chunk.value);
          if (signal.aborted) return controller.error(aborted());
          finished = true;
          signal.removeEventListener('abort', onAbort);
          controller.close();
        } catch (error) {
          // the browser went first: its abort, not the upstream's reset, is what happened
          if (!signal.aborted) console.warn(`[bff] ${what}: the upstream answer ended early`, (error as Error)?.message ?? error);
          void drop();
          controller.error(aborted());
        }
      },
      cancel: (reason) => drop(reason),
    },
    // pull only when the browser's side wants more: the centre's pace is the browser's
    { highWaterMark: 0 },
  );
}
