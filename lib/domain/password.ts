/** R§5 / R§9: 12–16 characters with upper and lower case letters, a digit and a special character. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 16;
export const PASSWORD_SPECIALS = '@$!%*?&#^~';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'allowed';

export interface PasswordRule {
  id: PasswordRuleId;
  test: (password: string) => boolean;
}

const escaped = PASSWORD_SPECIALS.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
const special = new RegExp(`[${escaped}]`);
const allowed = new RegExp(`^[A-Za-z0-9${escaped}]*$`);

/** In the order the hover tip lists them (messages: ui.passwordRules.<id>). */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', test: (p) => p.length >= PASSWORD_MIN_LENGTH && p.length <= PASSWORD_MAX_LENGTH },
  { id: 'uppercase', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', test: (p) => /[0-9]/.test(p) },
  { id: 'special', test: (p) => special.test(p) },
  { id: 'allowed', test: (p) => allowed.test(p) },
];

export function failedPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export function isValidPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
