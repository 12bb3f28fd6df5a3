// Issue 21 #4 as a bench line: learners race for one fresh lecture-hall session, a third with the real
// slot id, a third with its start nudged by 1–3 ms (the signature kept, as an attacker edits an id), and,
// when the API's TOKEN_SECRET is given, a third with nudged starts validly signed (a leaked key): only the
// session's exact start may book, so exactly as many seats as the session has are taken, the nudged ones
// are refused 400, and nothing answers 5xx. Before the fix, 70 learners got seats in one 20-seat session.
//
//   import { hallShiftRace, hallShiftLine } from './hall-shift.mjs';
//   const r = await hallShiftRace(base, { secret: TOKEN_SECRET });  // base: a running API with SANDBOX=1
//   console.log(hallShiftLine(r)); if (!r.ok) process.exit(1);
import { createHmac } from 'node:crypto';

async function call(base, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, json };
}

const dubaiDay = (days) => {
  const d = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)).toISOString();
};

/** The id an attacker makes by editing the start of a real one and keeping its signature. */
function nudged(slotId, ms) {
  const [payload, mac] = slotId.split('.');
  const [kind, hall, start] = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return `${Buffer.from(JSON.stringify([kind, hall, start + ms])).toString('base64url')}.${mac}`;
}

/** A nudged start signed with the API's own key (derived as reference-api/src/modules/schedules/slots.ts does). */
function resigned(slotId, ms, secret) {
  const [payload] = nudged(slotId, ms).split('.');
  const key = createHmac('sha256', 'reference-api/slot-ids').update(secret).digest();
  return `${payload}.${createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url')}`;
}

export async function hallShiftRace(base, { secret, learners: count = 70, fromDay = 20 } = {}) {
  const made = await call(base, '/sandbox/learners', { body: { count } });
  if (made.status !== 201) throw new Error(`sandbox learners: ${made.status}`);
  const learners = made.json.data;
  let slot;
  for (let d = fromDay; d < fromDay + 40 && !slot; d++) {
    const found = await call(base, '/schedule/v1/lecture-hall/find-schedule', {
      token: learners[0].token,
      body: { startDate: dubaiDay(d), endDate: dubaiDay(d) },
    });
    slot = found.json.data?.slots?.find((s) => s.status === 'AVAILABLE' && s.seatsLeft >= 20);
  }
  if (!slot) throw new Error('no fresh lecture-hall session found');
  const ids = learners.map((_, i) => {
    const shift = (i % 3) + 1;
    if (i % 3 === 0) return slot.slotId;
    if (i % 3 === 1 || !secret) return nudged(slot.slotId, shift);
    return resigned(slot.slotId, shift, secret);
  });
  const t0 = performance.now();
  const answers = await Promise.all(
    learners.map((l, i) =>
      call(base, '/schedule/v1/lecture-hall/book-schedule', { token: l.token, body: { slotId: ids[i] } }).catch((e) => ({
        status: 0,
        json: { code: String(e) },
      })),
    ),
  );
  const wallMs = performance.now() - t0;
  const byOutcome = {};
  for (const a of answers) {
    const key = a.status === 201 ? '201' : `${a.status} ${a.json?.code ?? '?'}`;
    byOutcome[key] = (byOutcome[key] ?? 0) + 1;
  }
  const booked = answers.filter((a) => a.status === 201).length;
  const nudgedBooked = answers.filter((a, i) => a.status === 201 && ids[i] !== slot.slotId).length;
  const fiveXx = answers.filter((a) => a.status === 0 || a.status >= 500).length;
  const ok = booked === slot.seatsLeft && nudgedBooked === 0 && fiveXx === 0;
  return { learners: count, seats: slot.seatsLeft, booked, nudgedBooked, fiveXx, byOutcome, wallMs, ok };
}

export const hallShiftLine = (r) =>
  `  hall race, ${r.learners} learners (2/3 with starts nudged 1–3 ms) for ${r.seats} seats: booked ${r.booked}, nudged booked ${r.nudgedBooked}, 5xx ${r.fiveXx}, ${r.wallMs.toFixed(0)} ms   ${JSON.stringify(r.byOutcome)}${r.ok ? '' : '   FAILED'}`;
