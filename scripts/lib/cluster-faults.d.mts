import type { Cluster } from './cluster.mjs';

export interface OwnRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  kill(): Promise<void>;
  clients(): Promise<string[]>;
}
export declare function ownRedis(port: number): OwnRedis;

export interface BookingFixture {
  learners: { userId: string; token: string }[];
  slots: string[];
  stageId: string;
}
export declare function bookingFixture(
  apiUrl: string,
  options?: { learners?: number; maxSlots?: number; fromDay?: number; days?: number },
): Promise<BookingFixture>;
export declare function bookingsFound(databaseUrl: string, ids: string[]): Promise<Set<string>>;

export interface WritesWhileKilled {
  /** when the victim was SIGKILLed (ms since the epoch) */
  killedAt: number;
  sent: number;
  statuses: Record<string, number>;
  acknowledged: number;
  acknowledgedAfterKill: number;
  found: number;
  lost: string[];
  /** bookings in the database that no 201 announced (their request died with the process) */
  storedUnacknowledged: number;
  errors: number;
  byStatus: Record<string, number>;
  lastErrorAfterKillMs: number;
  balancerTookItOutMs: number | null;
  backInBalancerMs: number | null;
}
export declare function writesWhileKilled(
  cluster: Cluster,
  fixture: BookingFixture,
  options: { databaseUrl: string; seconds?: number; concurrency?: number; killAfterMs?: number; victim?: string; backTimeoutMs?: number },
): Promise<WritesWhileKilled>;
