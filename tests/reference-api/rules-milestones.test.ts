import table from '../fixtures/rules/milestones.json';
import { initialSelection, perHourPriceFils, selectedTotalFils, toggleMilestone } from '../../reference-api/src/modules/enrolment/milestones';

// The API's copy of the stage-payment rules against the same case table as the portal's.

describe('reference API milestones against tests/fixtures/rules/milestones.json', () => {
  const { milestones } = table;
  it.each(table.cases)('$name', ({ selected, toggle, expect: wanted, totalFils }) => {
    const start = selected ?? initialSelection(milestones);
    const next = toggle ? toggleMilestone(milestones, start, toggle) : start;
    expect(next).toEqual(wanted);
    expect(selectedTotalFils(milestones, next)).toBe(totalFils);
  });

  it.each(table.perHour)('per-hour price: $name', ({ taxableFils, quantity, classesPerHour, expectFils }) => {
    expect(perHourPriceFils(taxableFils, quantity, classesPerHour)).toBe(expectFils);
  });
});
