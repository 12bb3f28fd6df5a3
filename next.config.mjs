import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildPdfWorker } from './scripts/lib/pdf-worker.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Same values as lib/security/headers.ts STATIC_SECURITY_HEADERS, for the files middleware skips
// (build assets, root-level public files). Pages get the full set, CSP included, from middleware.
const staticFileHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // npm test type-checks and lints the whole tree as steps of their own; the build need not repeat them.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
  reactStrictMode: true,
  // Next streams <title> and the meta description into <body> for every browser it does not take for a
  // bot (15.2+). The sign-up and landing pages are found through search and shared on phones: their
  // head carries them for everyone (Lighthouse's SEO audit found no description). generateMetadata only
  // reads translations, so nothing waits on it.
  htmlLimitedBots: /.*/,
  // Server-only packages kept out of the bundle (a Redis client with optional native parts).
  serverExternalPackages: ['ioredis'],
  async headers() {
    return ['/_next/static/:path*', '/_next/image', '/images/:path*', '/:file([^/]+\\.[A-Za-z0-9]+)'].map((source) => ({
      source,
      headers: staticFileHeaders,
    }));
  },
};

// The PDF render thread is built outside webpack (scripts/lib/pdf-worker.mjs) whenever Next builds or
// serves in development, so `next build` + `next start` and `next dev` all find .pdf-worker/.
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) await buildPdfWorker();
  return withNextIntl(nextConfig);
}
