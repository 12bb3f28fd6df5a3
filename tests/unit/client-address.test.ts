import { clientAddress } from '@/scripts/lib/client-address.mjs';

// The portal's own server derives the client's address (issue 7 #3): the socket's, or the entry the
// trusted proxies appended to X-Forwarded-For. Whatever a client writes into that header itself
// sits further left and never wins.

const req = (socket: string, forwardedFor?: string | string[]) => ({
  socket: { remoteAddress: socket },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

describe('clientAddress(req, hops)', () => {
  it.each([
    // hops, socket, X-Forwarded-For, the client
    ['no proxy: the socket', 0, '198.51.100.7', undefined, '198.51.100.7'],
    ['no proxy: an IPv4-mapped socket address', 0, '::ffff:198.51.100.7', undefined, '198.51.100.7'],
    ['no proxy: an IPv6 socket address', 0, '2001:db8::7', undefined, '2001:db8::7'],
    ['no proxy: a client-written X-Forwarded-For is ignored', 0, '198.51.100.7', '203.0.113.99', '198.51.100.7'],
    ['1 hop: the entry the proxy appended', 1, '10.0.0.2', '203.0.113.5', '203.0.113.5'],
    ['1 hop: a forged leading entry never wins', 1, '10.0.0.2', '6.6.6.6, 203.0.113.5', '203.0.113.5'],
    ['1 hop: many forged entries never win', 1, '10.0.0.2', '1.1.1.1,2.2.2.2 , 203.0.113.5', '203.0.113.5'],
    ['1 hop: an IPv4-mapped entry', 1, '10.0.0.2', '::ffff:203.0.113.5', '203.0.113.5'],
    ['1 hop: reached without the proxy (no header), the socket', 1, '198.51.100.7', undefined, '198.51.100.7'],
    ['1 hop: an entry that is not an address, the socket', 1, '10.0.0.2', 'unknown', '10.0.0.2'],
    ['1 hop: an address with a port is no address, the socket', 1, '10.0.0.2', '203.0.113.5:4711', '10.0.0.2'],
    ['1 hop: the header sent twice reads as one list', 1, '10.0.0.2', ['6.6.6.6', '203.0.113.5'], '203.0.113.5'],
    ['2 hops: the entry the outer proxy appended', 2, '10.0.0.3', '203.0.113.5, 10.0.0.2', '203.0.113.5'],
    ['2 hops: a forged leading entry never wins', 2, '10.0.0.3', '6.6.6.6, 203.0.113.5, 10.0.0.2', '203.0.113.5'],
  ] as const)('%s', (_name, hops, socket, forwardedFor, expected) => {
    expect(clientAddress(req(socket, forwardedFor as string | string[] | undefined), hops)).toBe(expected);
  });

  it('trusts no proxy unless told', () => {
    expect(clientAddress(req('10.0.0.2', '203.0.113.5'))).toBe('10.0.0.2');
  });
});
