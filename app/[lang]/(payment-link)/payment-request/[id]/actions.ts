'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { payPaymentLink } from '@/lib/payments/links';

const LINK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Pay now (D§7): opens an order for the link and sends the payer to the gateway's card page (a
 * top-level navigation). A refusal (paid or expired meanwhile, the API down) comes back to the page
 * with its code, which shows why.
 */
export async function payLinkAction(lang: string, id: string): Promise<void> {
  await assertSameOriginAction();
  const locale = isLocale(lang) ? lang : 'en';
  const result = await payPaymentLink(id);
  if (result.ok) redirect(result.value.paymentUrl);
  redirect(LINK_ID.test(id) ? localePath(locale, `/payment-request/${id}`, { failed: result.error.code }) : localePath(locale, '/page-not-found'));
}
