import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { linkOfOrder } from '@/lib/payments/link-return';
import { linkReturnOutcome, mayRetry } from '@/lib/payments/links';

// /payment/redirectlink?order_id=…&tracking_id=… – where a payment link's gateway answer lands
// (through the API's web-hook, top level). Verified here on the server (R§4 'Payment-link
// verification'), then on to the link's success, error or cancelled page in the payer's language.

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ order_id?: string | string[]; tracking_id?: string | string[] }> };

export default async function PaymentLinkReturnPage({ searchParams }: Props) {
  const chosen = (await cookies()).get('NEXT_LOCALE')?.value;
  const lang = chosen && isLocale(chosen) ? chosen : 'en';
  const query = await searchParams;
  const outcome = await linkReturnOutcome(query);
  const link = mayRetry(outcome) && typeof query.order_id === 'string' ? await linkOfOrder(query.order_id) : null;
  const base = `/dashboard/paymentlink/${outcome.page}`;
  redirect(
    localePath(lang, base, {
      ...(outcome.page === 'error' ? { reason: outcome.reason } : {}),
      ...(link ? { link } : {}),
    }),
  );
}
