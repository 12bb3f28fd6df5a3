import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const RUNTIME_FREE_MARKER: string;
export declare function withoutRuntime(html: string, staticDir?: string): string | null;
export declare function withScriptsAfterPaint(html: string): string | null;
export declare function mayDeferScripts(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
export declare function coalesceFlushes(res: ServerResponse): void;
export declare function mayBeRuntimeFree(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
export declare function handleMaybeRuntimeFree(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  staticDir?: string,
): unknown;
export declare function handleScriptsAfterPaint(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): unknown;
