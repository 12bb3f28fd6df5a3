// Notification delivery latency (issue 10): the seeded student's browser-side path, end to end. A
// ticket from the portal's BFF (with the session cookie), a socket through the portal's relay to the
// API, then notifications raised on the API (sandbox route, as staff actions do) and timed until the
// client holds them after the protocol's ack round trip. Loopback only; bounded rounds.
import { io } from 'socket.io-client';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function runNotificationLatency({ portalUrl, siteUrl, apiUrl, cookie, rounds = 20, log = console.log }) {
  const ticketRes = await fetch(`${portalUrl}/api/notification/v1/ticket`, { method: 'POST', headers: { cookie, origin: siteUrl } });
  if (!ticketRes.ok) throw new Error(`ticket answered ${ticketRes.status}`);
  const { data } = await ticketRes.json();
  const socket = io(portalUrl, { path: '/notification/connect', transports: ['websocket'], auth: { ticket: data.ticket }, reconnection: false });
  const waiting = new Map();
  let last = null;
  socket.on('ack', ({ userId }) => {
    socket.emit('ack', { notificationId: last, userId }, (answer) => {
      if (answer?.status !== 'something_new') return;
      for (const n of answer.notifications) {
        last = n._id;
        waiting.get(n.message.en)?.();
      }
    });
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const times = [];
  try {
    for (let i = 0; i < rounds; i += 1) {
      const text = `bench ${Date.now()} ${i}`;
      const started = performance.now();
      const arrived = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification within 5 s')), 5000);
        waiting.set(text, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const raised = await fetch(`${apiUrl}/sandbox/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '971501234567', en: text, ar: text, kind: 'announcement' }),
      });
      if (!raised.ok) throw new Error(`raise answered ${raised.status}`);
      await arrived;
      times.push(performance.now() - started);
      waiting.delete(text);
    }
  } finally {
    socket.disconnect();
  }
  times.sort((a, b) => a - b);
  const result = { rounds: times.length, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) };
  log(
    `  notifications: ${result.rounds} delivered, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
  );
  return result;
}
