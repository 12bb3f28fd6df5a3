import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LinkResult } from '@/components/payment-link/link-result';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';

// /{lang}/dashboard/paymentlink/cancelled – D§2: a payment link's result; open without a session (lib/i18n/guard.ts).
// ?link= names the request to go back to (loaded, and offered only while open).

export const generateMetadata = unindexedPageMetadata('paymentLink.result');

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ link?: string | string[] }> };

export default async function PaymentLinkCancelledPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const { link } = await searchParams;
  return <LinkResult lang={lang} kind="cancelled" link={typeof link === 'string' ? link : undefined} />;
}
