import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';

// The gateway's return names only the order (R§4: order_id and tracking_id) and the centre's API
// answers its status, not the link it paid. Pay now knows both, so it leaves the pair in this browser
// for the return page: a declined or cancelled payment then leads back to the same request to try
// again (issue 21 item 15). Read back for that very order only; a stale or forged value names no link.

const COOKIE = 'payment_link_order';
/** Only the return page needs it: the browser sends it nowhere else. */
const RETURN_PATH = '/payment/redirectlink';
const AN_HOUR = 60 * 60;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function rememberLinkOrder(orderId: string, linkId: string): Promise<void> {
  if (!ID.test(orderId) || !ID.test(linkId)) return;
  // Lax: the return is a top-level GET (after the gateway's cross-site POST to the API), which Lax carries.
  (await cookies()).set(COOKIE, `${orderId}:${linkId}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
    path: RETURN_PATH,
    maxAge: AN_HOUR,
  });
}

/** The link that Pay now opened `orderId` for, in this browser; null for any other order. */
export async function linkOfOrder(orderId: string): Promise<string | null> {
  const [order, link] = ((await cookies()).get(COOKIE)?.value ?? '').split(':');
  return order === orderId && link && ID.test(link) ? link : null;
}
