// Drafts of a form (never its secrets) in localStorage, so what was typed survives a reload, a
// language switch and a dropped connection until the form is submitted successfully.

const PREFIX = 'form-draft:';
/** A draft older than this is stale: the learner has moved on. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function readDraft(key: string): Record<string, string> | null {
  try {
    const raw = JSON.parse(window.localStorage.getItem(PREFIX + key) ?? 'null') as { at?: unknown; values?: unknown } | null;
    if (!raw || typeof raw.at !== 'number' || Date.now() - raw.at > MAX_AGE_MS) return null;
    if (typeof raw.values !== 'object' || raw.values === null) return null;
    return Object.fromEntries(Object.entries(raw.values).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>, secrets: readonly string[]): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name, v]) => typeof v === 'string' && !secrets.includes(name)));
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ at: Date.now(), values: kept }));
  } catch {
    // Private mode or a full quota: the form still works, the draft just won't survive.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored then.
  }
}
