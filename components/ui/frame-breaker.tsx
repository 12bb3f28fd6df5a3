import { FRAME_BREAKER_JS } from '@/lib/security/frame-breaker';

/**
 * Inline script that moves a framed portal to the top window (R§2). Rendered on the server as a
 * plain <script>, so it costs no client bundle; the CSP allows it by hash.
 */
export function FrameBreaker() {
  return <script dangerouslySetInnerHTML={{ __html: FRAME_BREAKER_JS }} />;
}
