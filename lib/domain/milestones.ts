// Stage payment (R§4 "Stage payment", R§9 per-hour price): which milestones a learner pays now.
// Pure and zod-free, so the plan step, its tests and the reference API (a copy in its onboarding
// module, run against the same case table, tests/fixtures/rules/milestones.json) share one rule.
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

/** A course plan's stage as R§3 names it, with its amounts already in fils. */
export interface PlanStageLike {
  feeCodes: readonly { code: string; quantity: number }[];
  /** R§3 stage `amount.taxableAmount`, in fils */
  taxableFils: number;
  /** R§3 stage `noOfClassesPerHour` (default 1) */
  noOfClassesPerHour?: number | undefined;
}

/**
 * R§9 per-hour price of a course plan: the first stage holding one of the course's
 * `amountPerClassFeeCodes` is its class stage; its taxable amount ÷ that fee code's quantity, rounded,
 * × its classes per hour. 0 when no stage holds a class fee code.
 */
export function planPerHourPriceFils(stages: readonly PlanStageLike[], classFeeCodes: readonly string[]): number {
  for (const stage of stages) {
    const line = stage.feeCodes.find((f) => classFeeCodes.includes(f.code));
    if (line) return perHourPriceFils(stage.taxableFils, line.quantity, stage.noOfClassesPerHour ?? 1);
  }
  return 0;
}
