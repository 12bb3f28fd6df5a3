import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The one axe check of the e2e suite (WCAG 2.2 A + AA rules of axe-core): the a11y spec walks every
// page with it, and the journeys call it at the states only they reach (a booking's steps, the cancel
// dialog, the payment frame).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Violations known and accepted for now: rule id, optional CSS selector of the node, and why.
 * Every entry is a debt to pay; an entry that no longer matches anything is harmless but should go.
 */
const ALLOWED: readonly { rule: string; target?: string; why: string }[] = [];

const allowed = (rule: string, target: string) => ALLOWED.some((a) => a.rule === rule && (a.target === undefined || a.target === target));

/** Runs axe on the page as it is now and fails with one readable line per offending node. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = violations.flatMap((v) =>
    v.nodes
      .map((node) => ({ target: node.target.join(' '), node }))
      .filter(({ target }) => !allowed(v.id, target))
      .map(({ target, node }) => {
        const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} — ${target} — ${node.html.slice(0, 160)} — ${why} (${v.helpUrl})`;
      }),
  );
  expect(lines, `axe violations on ${page.url()}`).toEqual([]);
}
