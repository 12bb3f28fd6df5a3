// The client's address as the portal's own server derives it (scripts/portal-server.mjs). Its own
// module so it can be tested without starting a server.
import { isIP } from 'node:net';

function bare(address) {
  return address?.startsWith('::ffff:') ? address.slice(7) : (address ?? '');
}

/**
 * The client's address: the socket's, or the entry `trustedHops` places before it in
 * X-Forwarded-For (each trusted proxy appends the address it saw, so anything further left was
 * written by the client and is never believed).
 */
export function clientAddress(req, trustedHops = 0) {
  const socket = bare(req.socket.remoteAddress);
  if (trustedHops === 0) return socket;
  const raw = req.headers['x-forwarded-for'];
  const listed = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((part) => bare(part.trim()))
    .filter(Boolean);
  const chain = [...listed, socket];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return candidate && isIP(candidate) ? candidate : socket;
}
