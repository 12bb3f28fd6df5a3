import http from 'node:http';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

// A deliberately badly behaved upstream, for what the reference API never does: set cookies,
// send hop-by-hop and server headers, leak internals in a 500, hang, compress.

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodySha256: string;
  bodyBytes: number;
}

export interface StubUpstream {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

const LEAK = 'TypeError at /srv/api/app.js:12 postgres://admin:hunter2@db.internal:5432';

export async function startStubUpstream(port: number): Promise<StubUpstream> {
  const seen: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const bodySha256 = createHash('sha256').update(body).digest('hex');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodySha256, bodyBytes: body.length });
      const path = (req.url ?? '').split('?')[0];
      switch (path) {
        case '/entity/v1/countries':
          res.writeHead(200, {
            'content-type': 'application/json',
            'set-cookie': ['upstream_sid=abc; Path=/; HttpOnly', 'tracking=1; Path=/'],
            'x-total-count': '1',
            server: 'secret-upstream/1.2.3',
            'x-powered-by': 'Express',
            'keep-alive': 'timeout=5',
            'x-upstream-debug': 'drop-me',
            connection: 'x-upstream-debug, keep-alive',
            'access-control-allow-origin': '*',
          });
          res.end(
            JSON.stringify([{ _id: 'ct-ae', name: { en: 'United Arab Emirates', ar: 'الإمارات' }, iso2: 'AE', callingCode: '971', isGcc: true }]),
          );
          return;
        case '/upload/v1/read-emirate-id':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ statusCode: 200, data: { bytes: body.length, sha256: bodySha256, contentType: req.headers['content-type'] } }));
          return;
        case '/entity/v1/languages':
          // Hangs past the portal's timeout.
          timers.add(
            setTimeout(() => {
              res.writeHead(200, { 'content-type': 'application/json' });
              res.end('[]');
            }, 3000),
          );
          return;
        case '/entity/v1/emirates':
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ statusCode: 500, message: LEAK, stack: LEAK }));
          return;
        case '/entity/v1/occupation':
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
          res.end(gzipSync(JSON.stringify([{ _id: 'oc-1', name: { en: 'Engineer', ar: 'مهندس' } }])));
          return;
        case '/user/v1/student/profile':
          res.writeHead(401, { 'content-type': 'application/json', 'set-cookie': 'upstream_sid=; Max-Age=0' });
          res.end(JSON.stringify({ statusCode: 401, message: 'jwt expired' }));
          return;
        default:
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ statusCode: 404, message: 'Not Found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { LEAK };
