/**
 * Asks the portal's server to deliver this page without Next's runtime (scripts/lib/html-delivery.mjs):
 * for a page with nothing interactive, which then paints with no JavaScript to fetch or run.
 * React hoists the <meta> into <head>; the server removes it with the scripts. Render it only where
 * every control on the page works as plain HTML (links, forms that post).
 */
export function RuntimeFree() {
  return <meta name="x-portal-runtime" content="none" />;
}
