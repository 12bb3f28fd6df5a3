import { EARLY_INPUT_JS } from '@/lib/hydration/early-input';

/**
 * Inline script that keeps taps made before hydration and focuses a plain post's first invalid
 * field. Rendered on the server as a plain <script>, so it costs no client bundle; the CSP allows it by hash.
 */
export function EarlyInput() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_JS }} />;
}
