import type { Server, Supervisor } from './supervise.mjs';

export declare const ROOT: string;
export declare const DEFAULT_DATABASE_URL: string;
export declare const DEFAULT_REDIS_URL: string;
export declare function haproxyPath(): string | null;
export declare function ensureHaproxy(log?: (line: string) => void): Promise<string | null>;
export declare function haproxyConfig(options: {
  tier: string;
  host?: string;
  port: number;
  statsPort: number;
  servers: { name: string; port: number }[];
  healthPath?: string;
}): string;
export declare function balancerState(statsPort: number): Promise<Record<string, string>>;
export declare function checkServices(options: { databaseUrl: string; redisUrl: string }): Promise<{ problems: string[]; dbName: string }>;
export declare function ensureDatabase(databaseUrl: string, options?: { fresh?: boolean }): Promise<void>;
export declare function dropDatabase(databaseUrl: string): Promise<void>;

export interface ClusterPorts {
  portal: number;
  api: number;
  gateway: number;
  portalStats: number;
  apiStats: number;
  portals: number[];
  apis: number[];
}
export interface Cluster {
  ports: ClusterPorts;
  siteUrl: string;
  portalUrl: string;
  apiUrl: string;
  gatewayUrl: string;
  portalUrls: string[];
  apiUrls: string[];
  configDir: string;
  servers: Record<string, Server | undefined>;
  supervisors: Record<'portal' | 'api' | 'gateway', Supervisor>;
  state(tier: 'portal' | 'api'): Promise<Record<string, string>>;
  kill(name: string): void;
  stop(): Promise<void>;
}
export declare function startCluster(options: {
  portals?: number;
  apis?: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix?: string;
  secrets: Record<string, string>;
  ports?: Partial<ClusterPorts>;
  host?: string;
  publicHost?: string;
  dataDir?: string;
  logDir?: string;
  apiEnv?: Record<string, string | undefined>;
  build?: (env: Record<string, string | undefined>) => Promise<number>;
  log?: (line: string) => void;
  onStop?: (stop: () => Promise<void>) => void;
}): Promise<Cluster>;
