// The realtime channel's one door (issue 10): the browser opens its notification socket on the
// portal's own origin (CSP connect-src 'self'; the API need not be reachable from the internet), and
// this relays the WebSocket upgrade for /notification/connect/ to the API, byte for byte. Nothing of
// the portal's (cookies, the client-address header) travels on: the API admits the socket by the
// one-time ticket it carries.
import net from 'node:net';
import tls from 'node:tls';

export const SOCKET_PATH = '/notification/connect/';
const DROPPED = /^(host|cookie|x-forwarded-for|x-portal-client|forwarded)$/i;
const open = new Set();

/** Whether this upgrade is the notification socket (anything else is not ours to relay). */
export function isSocketUpgrade(req) {
  return req.method === 'GET' && typeof req.url === 'string' && req.url.startsWith(SOCKET_PATH) && /websocket/i.test(req.headers.upgrade ?? '');
}

function refuse(socket, status, text) {
  if (!socket.destroyed) socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Relays one upgrade to `apiUrl`. A foreign Origin is refused (no cross-site socket hijacking). */
export function relayUpgrade(req, socket, head, apiUrl) {
  const origin = req.headers.origin;
  if (origin) {
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === req.headers.host;
    } catch {
      sameHost = false;
    }
    if (!sameHost) return refuse(socket, 403, 'Forbidden');
  }
  const target = new URL(apiUrl);
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  const upstream = secure ? tls.connect({ host: target.hostname, port, servername: target.hostname }) : net.connect(port, target.hostname);
  open.add(socket);
  const done = () => {
    open.delete(socket);
    socket.destroy();
    upstream.destroy();
  };
  upstream.once('error', () => {
    refuse(socket, 502, 'Bad Gateway');
    done();
  });
  socket.on('error', done);
  socket.on('close', done);
  upstream.on('close', done);
  upstream.once(secure ? 'secureConnect' : 'connect', () => {
    const lines = [`GET ${req.url} HTTP/1.1`, `Host: ${target.host}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (!DROPPED.test(req.rawHeaders[i])) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    socket.pipe(upstream);
    upstream.pipe(socket);
  });
}

/** Shutdown: relayed sockets are not the HTTP server's to close; they go here. */
export function closeRelays() {
  for (const socket of open) socket.destroy();
  open.clear();
}
