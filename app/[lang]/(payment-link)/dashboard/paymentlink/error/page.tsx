import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LinkResult } from '@/components/payment-link/link-result';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';

// /{lang}/dashboard/paymentlink/error?reason=failed|check|verify – D§2: a payment link that was not
// paid, or whose payment could not be verified (R§8 'Error verifying payment:'); open without a session.
// ?link= names the request a declined payment can go back to (loaded, and offered only while open).

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ reason?: string | string[]; link?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('paymentLink.result');

export default async function PaymentLinkErrorPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const { reason, link } = await searchParams;
  const kind = reason === 'check' || reason === 'verify' ? reason : 'failed';
  return <LinkResult lang={lang} kind={kind} link={typeof link === 'string' ? link : undefined} />;
}
