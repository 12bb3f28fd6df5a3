import type { PaymentKind } from '../../../db/schema/index';
import { ApiError, notFound } from '../../../platform/errors';
import { PAYMENT_ERRORS } from '../contract';
import { formatAmount, openResponse } from '../orders/gateway-client';
import { orderById, type PaymentRow } from '../orders/repo';
import { confirmOrder, WAITING, workingKey, type PaymentCtx } from '../orders/service';

type Ctx = PaymentCtx;

/**
 * A web-hook (R§7): encResp from the learner's browser, sealed with our key, but a seal proves nothing
 * here (see the top of ../orders/service.ts): it only names the order to ask the gateway about. Each path takes
 * the kinds of order it was given for; another kind's answer, or another amount or currency, is refused
 * and logged. Returns the order as it stands and the tracking id to send the browser on with.
 */
export async function handleReturn(
  ctx: Ctx,
  encResp: string,
  now: number,
  kinds?: readonly PaymentKind[],
): Promise<{ order: PaymentRow; trackingId: string | null }> {
  const key = workingKey(ctx);
  let fields: Record<string, string>;
  try {
    fields = openResponse(encResp, key);
  } catch {
    ctx.log?.warn({}, 'payment web-hook with a message not sealed by the gateway refused');
    throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
  }
  const orderId = fields.order_id ?? '';
  const order = await orderById(ctx.db, orderId);
  if (!order) {
    ctx.log?.warn({ orderId }, 'gateway answer for an unknown order ignored');
    throw notFound();
  }
  if (kinds && !kinds.includes(order.kind)) {
    ctx.log?.warn({ orderId, kind: order.kind }, 'gateway answer brought to another kind of web-hook refused');
    throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
  }
  if (fields.currency !== order.currency || fields.amount !== formatAmount(order.amountFils)) {
    ctx.log?.warn({ orderId, amount: fields.amount, currency: fields.currency }, 'gateway answer with another amount or currency refused');
    throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
  }
  const claimed = fields.tracking_id || undefined;
  if (!WAITING.includes(order.status)) return { order, trackingId: order.trackingId ?? claimed ?? null };
  const confirmed = await confirmOrder(ctx, order, now, { orderStatus: fields.order_status ?? '', ...(claimed ? { trackingId: claimed } : {}) });
  return { order: confirmed.order, trackingId: confirmed.order.trackingId ?? claimed ?? null };
}
