import { env } from '@/lib/env';
import { ADAPTER_META } from '@/lib/analytics';

/** Tells lib/analytics which adapter this deployment turned on (React hoists the tag into <head>). */
export function AnalyticsMeta() {
  return env.ANALYTICS === 'none' ? null : <meta name={ADAPTER_META} content={env.ANALYTICS} />;
}
