import table from '@/tests/fixtures/rules/milestones.json';
import { initialSelection, isLocked, perHourPriceFils, selectedTotalFils, toggleMilestone } from '@/lib/domain/milestones';

// The stage-payment rules against their case table (the reference API runs the same table).

describe('milestones against tests/fixtures/rules/milestones.json', () => {
  const { milestones } = table;
  it.each(table.cases)('$name', ({ selected, toggle, expect: wanted, totalFils }) => {
    const start = selected ?? initialSelection(milestones);
    const next = toggle ? toggleMilestone(milestones, start, toggle) : start;
    expect(next).toEqual(wanted);
    expect(selectedTotalFils(milestones, next)).toBe(totalFils);
  });

  it('does not depend on the order the milestones come in', () => {
    const shuffled = [...milestones].reverse();
    expect(initialSelection(shuffled)).toEqual(['m1', 'm2']);
    expect(toggleMilestone(shuffled, ['m1', 'm2'], 'm4')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('locks the first milestone only', () => {
    expect(milestones.map((m) => isLocked(milestones, m.id))).toEqual([true, false, false, false, false, false]);
  });

  it.each(table.perHour)('per-hour price: $name', ({ taxableFils, quantity, classesPerHour, expectFils }) => {
    expect(perHourPriceFils(taxableFils, quantity, classesPerHour)).toBe(expectFils);
  });
});
