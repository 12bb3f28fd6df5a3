import { PASSWORD_RULES, failedPasswordRules, isValidPassword } from '@/lib/domain/password';

describe('password rule (12–16, upper, lower, digit, special from @$!%*?&#^~)', () => {
  it.each([
    ['Abcdefghij1!', true, []],
    ['Abcdefghijk1@', true, []],
    ['Abcdefghijklm12~', true, []],
    ['Abcdefghi1!', false, ['length']],
    ['Abcdefghijklmn12!', false, ['length']],
    ['abcdefghij1!', false, ['uppercase']],
    ['ABCDEFGHIJ1!', false, ['lowercase']],
    ['Abcdefghijk!', false, ['digit']],
    ['Abcdefghijk1', false, ['special']],
    ['Abcdefghij1 !', false, ['allowed']],
    ['Abcdefghij1-!', false, ['allowed']],
    ['Abcdefghij1_', false, ['special', 'allowed']],
    ['', false, ['length', 'uppercase', 'lowercase', 'digit', 'special']],
  ])('%p → %p %p', (password, valid, failed) => {
    expect(isValidPassword(password)).toBe(valid);
    expect(failedPasswordRules(password)).toEqual(failed);
  });

  it.each([...'@$!%*?&#^~'])('accepts the special character %s', (special) => {
    expect(isValidPassword(`Abcdefghij1${special}`)).toBe(true);
  });

  it('lists the rules in the order of the tip', () => {
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special', 'allowed']);
  });
});
