import { randomBytes, randomInt } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The sandbox's order book. Every change is appended as one JSON line, and the book is replayed at
// boot, so an order paid before a restart still answers the status API afterwards (the API's
// reconciliation depends on that). A single process owns the file.

export type OrderStatus = 'Initiated' | 'Awaited' | 'Success' | 'Failure' | 'Aborted';

export interface Order {
  trackingId: string;
  orderId: string;
  merchantId: string;
  amount: string;
  currency: string;
  language: 'EN' | 'AR';
  redirectUrl: string;
  cancelUrl: string;
  /** Everything else the merchant sent (billing fields, merchant_param1–5), echoed back in encResp. */
  echo: Record<string, string>;
  status: OrderStatus;
  /** Secret of the card page: a pay request must carry it, so nobody else can settle this order. */
  pageToken: string;
  bankRefNo?: string;
  cardLast4?: string;
  failureMessage?: string;
  /** For the slow-bank card: when the Awaited order turns into Success. */
  settlesAt?: number;
  createdAt: number;
  updatedAt: number;
}

export interface OrderBook {
  create(input: Omit<Order, 'trackingId' | 'status' | 'pageToken' | 'createdAt' | 'updatedAt'>): Order;
  byTracking(trackingId: string): Order | undefined;
  byOrderId(merchantId: string, orderId: string): Order | undefined;
  update(order: Order, change: Partial<Order>): Order;
}

const digits = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

export function createOrderBook(options: { dataDir?: string; now?: () => number } = {}): OrderBook {
  const now = options.now ?? Date.now;
  const byTracking = new Map<string, Order>();
  const byOrder = new Map<string, Order>();
  const file = options.dataDir ? path.join(options.dataDir, 'orders.jsonl') : undefined;
  const key = (merchantId: string, orderId: string) => `${merchantId}\u0000${orderId}`;

  const remember = (order: Order) => {
    byTracking.set(order.trackingId, order);
    byOrder.set(key(order.merchantId, order.orderId), order);
  };
  const persist = (order: Order) => {
    if (file) appendFileSync(file, `${JSON.stringify(order)}\n`);
  };

  if (options.dataDir && file) {
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          remember(JSON.parse(line) as Order);
        } catch {
          // a torn last line from a crash mid-write: the previous state of that order stands
        }
      }
    }
  }

  // The slow-bank card settles by the clock, whether or not anyone is watching.
  const settled = (order: Order | undefined): Order | undefined => {
    if (order?.status === 'Awaited' && order.settlesAt !== undefined && now() >= order.settlesAt) {
      return update(order, { status: 'Success', bankRefNo: order.bankRefNo ?? digits(12) });
    }
    return order;
  };

  function update(order: Order, change: Partial<Order>): Order {
    const next = { ...order, ...change, updatedAt: now() };
    remember(next);
    persist(next);
    return next;
  }

  return {
    create(input) {
      let trackingId = digits(12);
      while (byTracking.has(trackingId)) trackingId = digits(12);
      const t = now();
      const order: Order = {
        ...input,
        trackingId,
        status: 'Initiated',
        pageToken: randomBytes(18).toString('base64url'),
        createdAt: t,
        updatedAt: t,
      };
      remember(order);
      persist(order);
      return order;
    },
    byTracking: (trackingId) => settled(byTracking.get(trackingId)),
    byOrderId: (merchantId, orderId) => settled(byOrder.get(key(merchantId, orderId))),
    update,
  };
}

export const newBankRef = () => digits(12);
