import type { FastifyRequest } from 'fastify';
import { ApiError, GENERIC_ERRORS } from './errors';
import type { LimitSpec, RateLimits } from './rate-limits';

// Limits on the calls that cost money, seats, storage or a socket (issue 21 #5), on the same
// rate-limiter-flexible store as login: per learner (the token's user) and per client address, each
// consumed before the work. They are sized to stop a script, not a learner: a learner starts a payment
// a few times, books a handful of sessions, opens one socket per tab. Per-address ceilings are far
// higher than per-learner ones, because many learners share an address (a carrier's NAT, the centre's
// Wi-Fi, the portal itself when TRUST_PROXY is off). The numbers are documented in docs/api-contract.md.
interface RouteLimitSpec {
  perLearner?: LimitSpec;
  perAddress: LimitSpec;
}

const minutes = (n: number) => n * 60;

export const ROUTE_LIMITS = {
  /** registration, additional-fee and elite add-on initiation: each opens a gateway order */
  paymentStart: { perLearner: { points: 10, durationSeconds: minutes(10) }, perAddress: { points: 300, durationSeconds: minutes(10) } },
  /** paying a payment link (no account: per address only), on top of the link calls' own limit */
  linkPay: { perAddress: { points: 20, durationSeconds: minutes(10) } },
  /** every kind of booking (practical, custom, hall seat, simulator, mock test) */
  booking: { perLearner: { points: 30, durationSeconds: minutes(10) }, perAddress: { points: 1200, durationSeconds: minutes(10) } },
  cancellation: { perLearner: { points: 20, durationSeconds: minutes(10) }, perAddress: { points: 600, durationSeconds: minutes(10) } },
  /** document uploads (the Emirates ID reader has its own, tighter, budget) */
  upload: { perLearner: { points: 30, durationSeconds: minutes(10) }, perAddress: { points: 300, durationSeconds: minutes(10) } },
  /** realtime tickets: one per (re)connection of a tab */
  realtimeTicket: { perLearner: { points: 30, durationSeconds: minutes(1) }, perAddress: { points: 600, durationSeconds: minutes(1) } },
  /** the notification list and its seen / read-all marks */
  messages: { perLearner: { points: 60, durationSeconds: minutes(1) }, perAddress: { points: 1200, durationSeconds: minutes(1) } },
  /** the gateway's answer brought back by the browser (no account; the seal is the only proof) */
  gatewayReturn: { perAddress: { points: 60, durationSeconds: minutes(1) } },
} as const satisfies Record<string, RouteLimitSpec>;

/** realtime acks (each reads the learner's newest notifications) per learner: a tab sends one per push */
export const REALTIME_ACKS_PER_LEARNER: LimitSpec = { points: 120, durationSeconds: minutes(1) };

export type RouteLimitName = keyof typeof ROUTE_LIMITS;
/** A Fastify hook (preHandler) that answers 429 too_many_requests with Retry-After when a limit is spent. */
export type RouteLimitHook = (req: FastifyRequest) => Promise<void>;
export type RouteLimits = Record<RouteLimitName, RouteLimitHook>;

export function createRouteLimits(limits: RateLimits): RouteLimits {
  const hook = (name: string, spec: RouteLimitSpec): RouteLimitHook => {
    const perAddress = limits.limiter(`route-${name}-address`, spec.perAddress);
    const perLearner = spec.perLearner && limits.limiter(`route-${name}-learner`, spec.perLearner);
    return async (req) => {
      const checks: [typeof perAddress, string][] = [[perAddress, req.ip]];
      // staff (who book and pay for learners at the desk) are held by the address ceiling only
      const user = req.auth?.user;
      if (perLearner && user?.roles.includes('student')) checks.push([perLearner, user.id]);
      for (const [limiter, key] of checks) {
        const d = await limiter.consume(key);
        if (!d.allowed) throw new ApiError(GENERIC_ERRORS.too_many_requests, { retryAfterSeconds: d.retryAfterSeconds });
      }
    };
  };
  return Object.fromEntries(Object.entries(ROUTE_LIMITS).map(([name, spec]) => [name, hook(name, spec)])) as RouteLimits;
}
