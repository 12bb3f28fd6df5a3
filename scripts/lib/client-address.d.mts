export interface ClientRequest {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, string | string[] | undefined>;
}
export declare function clientAddress(req: ClientRequest, trustedHops?: number): string;
