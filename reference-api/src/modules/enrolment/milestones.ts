// A copy of the portal's lib/domain/milestones.ts (the two packages cannot import each other); both
// run against tests/fixtures/rules/milestones.json, so they cannot drift apart.
// Money is integer fils (1 AED = 100 fils); nothing here rounds a float.

export interface MilestoneLike {
  id: string;
  level: number;
  /** The milestone's total after discounts, in fils. */
  amountFils: number;
}

/** Milestones in level order (ties by id, so the order never depends on the input's). */
export function byLevel<M extends MilestoneLike>(milestones: readonly M[]): M[] {
  return [...milestones].sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
}

/** The selection through index `last`, plus the zero-cost milestones straight after it. */
function through(sorted: readonly MilestoneLike[], last: number): string[] {
  let end = last;
  while (end + 1 < sorted.length && sorted[end + 1]!.amountFils === 0) end += 1;
  return sorted.slice(0, end + 1).map((m) => m.id);
}

/** What is selected at first: the first milestone (locked) and any zero-cost ones that follow it. */
export function initialSelection(milestones: readonly MilestoneLike[]): string[] {
  const sorted = byLevel(milestones);
  return sorted.length ? through(sorted, 0) : [];
}

/**
 * The selection after the learner ticks or unticks `id`: ticking selects every level up to and
 * including it; unticking keeps only the levels below it; either way the zero-cost milestones that
 * follow the last selected one come along. The first milestone cannot be unticked.
 */
export function toggleMilestone(milestones: readonly MilestoneLike[], selected: readonly string[], id: string): string[] {
  const sorted = byLevel(milestones);
  const index = sorted.findIndex((m) => m.id === id);
  if (index < 0) return initialSelection(milestones);
  if (selected.includes(id)) return index === 0 ? through(sorted, 0) : through(sorted, index - 1);
  return through(sorted, index);
}

/** Whether a milestone's box is locked (the first is always paid first). */
export function isLocked(milestones: readonly MilestoneLike[], id: string): boolean {
  return byLevel(milestones)[0]?.id === id;
}

/** The amount of the selected milestones, in fils. */
export function selectedTotalFils(milestones: readonly MilestoneLike[], selected: readonly string[]): number {
  return milestones.filter((m) => selected.includes(m.id)).reduce((sum, m) => sum + m.amountFils, 0);
}

/**
 * R§9: per-hour price = the stage's taxable amount ÷ its fee-code quantity, rounded, × classes per
 * hour (default 1). In fils; "rounded" is to the nearest whole fils, halves up.
 */
export function perHourPriceFils(taxableFils: number, quantity: number, classesPerHour = 1): number {
  if (!Number.isInteger(taxableFils) || !Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.floor(taxableFils / quantity + 0.5) * (classesPerHour > 0 ? classesPerHour : 1);
}

/**
 * Later stages (R§4 'Course load for later payment'): a selection that covers nothing to pay (the
 * first unpaid milestone is a free one, such as the assessment drive) is carried through the first
 * milestone that costs something, so the payment page opens at the next payable stage, never at
 * 'nothing to pay' while money is due.
 */
export function payableSelection(milestones: readonly MilestoneLike[], selected: readonly string[]): string[] {
  if (selectedTotalFils(milestones, selected) > 0) return [...selected];
  const sorted = byLevel(milestones);
  const next = sorted.findIndex((m) => m.amountFils > 0);
  if (next >= 0) return through(sorted, next);
  return selected.length ? [...selected] : initialSelection(milestones);
}
