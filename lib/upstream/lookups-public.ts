import 'server-only';
import { cached } from './cache';
import { listLicenseTypes } from './lookups';
import { bySortOrder, type LicenseType } from './schemas/lookups';

// The licence types offered on the public landing page, from the last-good cache: the landing never
// waits on a slow API once it has a list, and never loses a good list to a failed refresh.

const TTL_MS = 5 * 60_000;

/** Enabled-for-registration licence types in display order, or null when none could ever be loaded. */
export async function listRegistrableLicenseTypes(): Promise<LicenseType[] | null> {
  try {
    const { items } = await cached('license-types', () => listLicenseTypes({}, { timeoutMs: 5000 }), { ttlMs: TTL_MS });
    return items.filter((l) => l.isEnabledForRegistration).sort(bySortOrder);
  } catch (error) {
    console.warn(`[upstream] licence types unavailable (${(error as Error)?.message ?? error}); landing rendered without them`);
    return null;
  }
}
