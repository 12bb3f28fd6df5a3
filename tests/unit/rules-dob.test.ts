import table from '@/tests/fixtures/rules/dob.json';
import { checkDob, type DobProblem } from '@/lib/domain/age';

// The shared R§5 date-of-birth case table: the reference API runs the same file against its own
// rule, so both sides refuse the same dates with the same reason.

interface DobCase {
  name: string;
  dob: string;
  now: string;
  expect: DobProblem | null;
}

const cases = table.cases as DobCase[];

describe('checkDob against tests/fixtures/rules/dob.json', () => {
  it('has cases for every outcome', () => {
    expect(new Set(cases.map((c) => c.expect))).toEqual(new Set([null, 'invalid', 'future', 'tooYoung']));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(checkDob({ dob: c.dob, now: new Date(c.now) })).toBe(c.expect);
  });
});
