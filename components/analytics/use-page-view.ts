'use client';

import { useEffect } from 'react';
import { track, type AnalyticsEvent } from '@/lib/analytics';

type Page = Extract<AnalyticsEvent, { event: 'page_view' }>['page'];

/**
 * R§7: the page event of the sign-up and OTP screens, once per visit, from the screen's own form
 * (a client component of its own on the page cost the sign-up page a chunk of its JS budget).
 */
export function usePageView(page: Page | undefined) {
  useEffect(() => {
    if (page) track({ event: 'page_view', page });
  }, [page]);
}
