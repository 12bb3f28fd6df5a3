// A browser that leaves before its answer is complete (a reload or a tab change while a progress write
// or an action is still being answered) makes Node destroy the request with 'aborted' (ECONNRESET).
// Nothing is left to answer and the request's own signal has already stopped its upstream call, so
// that must stay quiet. Next 15.5 lets it escape in two ways, for a request with a body that its
// (Node) middleware sees (reproduced against the build by tests/e2e/dropped-requests.spec.ts):
//  1. Next tees the body for middleware (next/dist/server/body-streams.js) and, once the body has
//     arrived, copies its own PassThrough's internals onto the request, event listeners included.
//     A body that ends after middleware has run (a phone sends it after the headers) so loses every
//     listener put on the request before, the handler's and ours, and a PassThrough emits 'error'
//     whether anyone listens or not: an uncaughtException.
//  2. A body cut short makes that copy's finalize() reject, and Next never awaits it (next-server.js
//     runMiddleware): an unhandledRejection.

/** The errors of requests whose browser went away: nothing else is ever dropped. */
const dropped = new WeakSet();
const remember = (error) => {
  if (error !== null && typeof error === 'object') dropped.add(error);
};

/** Keeps a request whose browser goes away quiet, whatever Next has made of its stream by then. */
export function quietWhenDropped(req, res) {
  req.on('error', remember);
  // An answer that closes unfinished means the browser went: Node destroys the request now and emits
  // its 'error' on the next tick, so a listener added here is in place, on whatever internals it has.
  res.once('close', () => {
    if (!res.writableFinished) req.on('error', remember);
  });
}

/**
 * Puts a filter in front of the process's 'unhandledRejection' listeners (Next's, which log): a
 * rejection with the very error of a dropped request (2. above) is dropped, every other one goes on.
 * Called once Next has installed its listeners (after app.prepare()).
 */
export function ignoreDroppedRejections(proc = process) {
  const theirs = proc.listeners('unhandledRejection');
  // with no listener Node's own default applies (the process stops): not ours to soften
  if (theirs.length === 0) return;
  proc.removeAllListeners('unhandledRejection');
  proc.on('unhandledRejection', (reason, promise) => {
    if (dropped.has(reason)) return;
    for (const listener of theirs) listener.call(proc, reason, promise);
  });
}
