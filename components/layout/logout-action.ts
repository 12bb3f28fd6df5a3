'use server';

import { getLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { POST as logoutRoute } from '@/app/api/auth/logout/route';
import { callRoute } from '@/lib/auth/call-route';
import { isLocale, routing } from '@/lib/i18n/routing';

/** The logout form before JavaScript runs: the same BFF handler, then the dashboard (→ login). */
export async function logoutAction(): Promise<void> {
  await callRoute(logoutRoute, '/api/auth/logout');
  const locale = await getLocale();
  redirect(`/${isLocale(locale) ? locale : routing.defaultLocale}/dashboard`);
}
