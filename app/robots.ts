import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

// /robots.txt – crawl the public entry pages only; never the API, the sandbox, payment returns
// or anything behind a login.
export default function robots(): MetadataRoute.Robots {
  const site = env.SITE_URL.replace(/\/+$/, '');
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/dev/',
          '/payment/',
          '/theorytest',
          '/*/dashboard',
          '/*/signup/otp',
          '/*/signup/onboard',
          '/*/signup/thank-you',
          '/*/signup/payment-error',
          '/*/quick-signup',
          '/*/auth/forgot-password',
          '/*/verify-email/',
          '/*/payment-request/',
          '/*/lecture-video/',
          '/*/schedules/',
          '/*/question-answer/',
          '/*/mock-test',
          '/*/contract-request/',
          '/*/page-not-found',
          '/*/*/pdf',
        ],
      },
    ],
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
