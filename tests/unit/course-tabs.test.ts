import { courseTab, groupByTab, TAB_INDEX, vipHours, type TabbedCourse } from '@/lib/domain/course-tabs';

// R§9 course tabs and VIP codes.

const c = (code: string, flags: Partial<TabbedCourse['course']>, type = 'R'): TabbedCourse => ({
  course: { code, isRegularCourse: false, isFlexiCourse: false, isLumpSumCourse: false, ...flags },
  courseType: { code: type },
});

describe('course tabs (R§9)', () => {
  it.each([
    ['a regular course', c('LMV-STD', { isRegularCourse: true }), 'standard'],
    ['regular wins over lump sum', c('X', { isRegularCourse: true, isLumpSumCourse: true }), 'standard'],
    ['a flexi course', c('LMV-FLX', { isFlexiCourse: true }, 'F'), 'customized'],
    ['course code PREF', c('PREF', {}), 'customized'],
    ['course type code PREF', c('LMV-P', {}, 'PREF'), 'customized'],
    ['flexi and lump sum is customized, not elite', c('X', { isFlexiCourse: true, isLumpSumCourse: true }), 'customized'],
    ['a lump-sum course that is neither', c('LMV-VLMT1', { isLumpSumCourse: true }, 'VLMT1'), 'elite'],
    ['no flag at all', c('ODD', {}), null],
  ] as const)('%s → %s', (_name, course, tab) => {
    expect(courseTab(course)).toBe(tab);
  });

  it('keeps the spec’s indexes', () => {
    expect(TAB_INDEX).toEqual({ standard: 1, customized: 2, elite: 4 });
  });

  it('groups in tab order and drops empty tabs', () => {
    const list = [c('E', { isLumpSumCourse: true }), c('S1', { isRegularCourse: true }), c('S2', { isRegularCourse: true })];
    expect(groupByTab(list).map((g) => [g.tab, g.courses.map((x) => x.course.code)])).toEqual([
      ['standard', ['S1', 'S2']],
      ['elite', ['E']],
    ]);
  });
});

describe('VIP codes (R§9)', () => {
  it.each([
    ['VLMT1', 10, false],
    ['VLMT2', 20, false],
    ['VLMT3', 30, false],
    ['vlmt4', 40, false],
    ['VL2', 20, true],
    ['VL3', 30, true],
    ['VL4', 40, true],
  ] as const)('%s is %d hours (normal %s)', (code, hours, normal) => {
    expect(vipHours(code)).toEqual({ hours, normal });
  });

  it('other codes are not VIP', () => {
    expect(vipHours('R')).toBeNull();
    expect(vipHours('VL1')).toBeNull();
  });
});
