import table from '@/tests/fixtures/rules/milestones.json';
import { initialSelection, isLocked, perHourPriceFils, planPerHourPriceFils, selectedTotalFils, toggleMilestone } from '@/lib/domain/milestones';

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

// R§9 per-hour price of a plan, from R§3's course-plan `stages` (the centre's answer): the first stage
// holding one of the course's class fee codes, its taxable amount ÷ that code's quantity × classes per hour.
describe('planPerHourPriceFils (R§9, from the plan’s stages)', () => {
  const theory = {
    feeCodes: [
      { code: 'CTR-THEORY', quantity: 1 },
      { code: 'RTA-FILE', quantity: 1 },
    ],
    taxableFils: 75000,
  };
  const practice = (taxableFils: number, quantity: number, noOfClassesPerHour?: number) => ({
    feeCodes: [
      { code: 'CTR-PRAC', quantity },
      { code: 'RTA-TEST', quantity: 1 },
    ],
    taxableFils,
    noOfClassesPerHour,
  });
  it.each([
    { name: 'the class stage, one class an hour', stages: [theory, practice(230000, 20)], classes: ['CTR-PRAC'], expectFils: 11500 },
    { name: 'classes per hour missing: 1', stages: [practice(230000, 20, undefined)], classes: ['CTR-PRAC'], expectFils: 11500 },
    { name: 'two classes an hour', stages: [practice(230000, 20, 2)], classes: ['CTR-PRAC'], expectFils: 23000 },
    { name: 'rounded to the fils, halves up', stages: [practice(100001, 2)], classes: ['CTR-PRAC'], expectFils: 50001 },
    { name: 'rounded down below the half', stages: [practice(100000, 3)], classes: ['CTR-PRAC'], expectFils: 33333 },
    { name: 'the first class stage counts', stages: [practice(230000, 20), practice(120000, 10)], classes: ['CTR-PRAC'], expectFils: 11500 },
    { name: 'no class fee code in the plan', stages: [theory], classes: ['CTR-PRAC'], expectFils: 0 },
    { name: 'no class fee codes named', stages: [theory, practice(230000, 20)], classes: [], expectFils: 0 },
    { name: 'a class code with quantity 0', stages: [practice(230000, 0)], classes: ['CTR-PRAC'], expectFils: 0 },
  ])('$name', ({ stages, classes, expectFils }) => {
    expect(planPerHourPriceFils(stages, classes)).toBe(expectFils);
  });
});
