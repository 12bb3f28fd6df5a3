import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { licenseTypeSchema, type LicenseType } from './schemas/lookups';

// The licence types offered on the public landing page. Unlike lib/upstream/lookups.ts (ky, per
// request) this uses Next's fetch cache, so the landing stays static and refreshes every 5 min
// (or on revalidateTag('license-types')). Never throws: with the API down the page renders
// without the list instead of failing the build or the request.

export const LICENSE_TYPES_TAG = 'license-types';
const LIST_PATH = '/entity/v1/license-type?_start=0&_end=1000';
/** A landing page should not wait long for a list it can live without. */
const TIMEOUT_MS = Math.min(env.UPSTREAM_TIMEOUT_MS, 5000);

/** Enabled-for-registration licence types in display order, or null when they cannot be loaded. */
export async function listRegistrableLicenseTypes(): Promise<LicenseType[] | null> {
  const url = `${env.API_URL.replace(/\/+$/, '')}${LIST_PATH}`;
  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      next: { revalidate: 300, tags: [LICENSE_TYPES_TAG] },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      console.warn(`[upstream] ${LIST_PATH}: HTTP ${res.status}; landing rendered without licence types`);
      return null;
    }
    body = await res.json();
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    console.warn(`[upstream] ${LIST_PATH} unreachable (${reason}); landing rendered without licence types`);
    return null;
  }
  const parsed = z.array(licenseTypeSchema).safeParse(body);
  if (!parsed.success) {
    console.error(`[upstream] contract drift on ${LIST_PATH}:`, parsed.error.issues.slice(0, 5));
    return null;
  }
  return parsed.data.filter((l) => l.isEnabledForRegistration).sort((a, b) => a.sortOrder - b.sortOrder);
}
