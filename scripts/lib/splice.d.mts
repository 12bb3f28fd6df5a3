export function blocksOf(hex: string): Buffer[];
export function spliceCandidates(input: { encRequest: string; requestStart: string; encResp: string; replyStart: string }): {
  forged: string[];
  tried: number;
};
export function requestStartOf(input: { merchantId: string; orderId: string; amount: string }): string;
export function replyStartOf(input: { orderId: string; trackingId: string }): string;
