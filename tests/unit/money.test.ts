import { formatAed } from '@/lib/domain/money';

describe('formatAed', () => {
  it.each([
    [0, 'en', 'AED 0.00'],
    [5, 'en', 'AED 0.05'],
    [123456789, 'en', 'AED 1,234,567.89'],
    [-10000, 'en', 'AED -100.00'],
    [274977, 'ar', '2,749.77 د.إ'],
  ] as const)('%d fils in %s reads %s', (fils, lang, text) => {
    expect(formatAed(fils, lang)).toBe(text);
  });
});
