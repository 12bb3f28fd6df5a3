import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { absoluteUrl, languageAlternates } from '@/lib/i18n/paths';
import { locales } from '@/lib/i18n/routing';

// /sitemap.xml – the indexable entry pages in both languages, each with its hreflang alternates.
const PAGES: { path: string; priority: number; changeFrequency: 'weekly' | 'monthly' }[] = [
  { path: '', priority: 1, changeFrequency: 'weekly' },
  { path: '/signup', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/auth/login', priority: 0.5, changeFrequency: 'monthly' },
];

export default function sitemap(): MetadataRoute.Sitemap {
  return PAGES.flatMap(({ path, priority, changeFrequency }) =>
    locales.map((locale) => ({
      url: absoluteUrl(env.SITE_URL, locale, path),
      changeFrequency,
      priority,
      alternates: { languages: languageAlternates(env.SITE_URL, path) },
    })),
  );
}
