'use client';

import { useEffect } from 'react';
import { track, type AnalyticsEvent } from '@/lib/analytics';

type Page = Extract<AnalyticsEvent, { event: 'page_view' }>['page'];

/** R§7: the page event of the sign-up and OTP screens, once per visit of the page. */
export function TrackPageView({ page }: { page: Page }) {
  useEffect(() => track({ event: 'page_view', page }), [page]);
  return null;
}
