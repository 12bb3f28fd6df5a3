import { GCC_NATIONALITIES, breaksResidencyRule, isGccNationality, isUaeNationality, requiresResidencyVisa } from '@/lib/domain/nationality';

describe('GCC and the residency-visa rule (R§5)', () => {
  it('lists the six GCC countries', () => {
    expect([...GCC_NATIONALITIES].sort()).toEqual(['Bahrain', 'Kuwait', 'Oman', 'Qatar', 'Saudi Arabia', 'United Arab Emirates']);
  });

  it.each([
    ['United Arab Emirates', false],
    ['Saudi Arabia', false],
    ['Kuwait', false],
    ['Qatar', false],
    ['Bahrain', false],
    ['Oman', false],
    [' oman ', false],
    ['India', true],
    ['Egypt', true],
    ['Jordan', true],
  ])('%s needs a residency visa: %s', (nationality, expected) => {
    expect(requiresResidencyVisa({ nationality })).toBe(expected);
    expect(isGccNationality(nationality)).toBe(!expected);
  });

  it.each([
    ['India', false, true],
    ['India', true, false],
    ['Oman', false, false],
    ['United Arab Emirates', false, false],
  ])('%s with visa=%s breaks the rule: %s', (nationality, hasResidencyVisa, expected) => {
    expect(breaksResidencyRule({ nationality, hasResidencyVisa })).toBe(expected);
  });

  it('knows the UAE nationality', () => {
    expect(isUaeNationality('United Arab Emirates')).toBe(true);
    expect(isUaeNationality('Oman')).toBe(false);
  });
});
