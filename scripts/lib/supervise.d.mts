import type { ChildProcess } from 'node:child_process';

export interface Server {
  child: ChildProcess;
  stop(): void;
}
export interface Supervisor {
  supervise(name: string, cmd: string, args: string[], env?: Record<string, string | undefined>): Server | undefined;
  running: Map<string, Server>;
  launches: Map<string, number>;
  readonly stopping: boolean;
  stop(): void;
}
export declare function createSupervisor(options?: {
  start?: (name: string, cmd: string, args: string[], opts: { env?: Record<string, string | undefined> }) => Server;
  initialDelayMs?: number;
  maxDelayMs?: number;
  resetAfterMs?: number;
  log?: (line: string) => void;
}): Supervisor;
