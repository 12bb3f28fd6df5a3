import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function quietWhenDropped(req: IncomingMessage, res: ServerResponse): void;
export declare function ignoreDroppedRejections(proc?: NodeJS.EventEmitter): void;
