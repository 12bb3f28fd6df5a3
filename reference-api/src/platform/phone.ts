// UAE mobile numbers as the centre uses them: 971 + starting code + 7 digits.
export const COUNTRY_CODE = '971';
export const STARTING_CODES = ['50', '52', '54', '55', '56', '58'] as const;
const UAE_MOBILE = /^971(50|52|54|55|56|58)\d{7}$/;

/** "971501234567", "+971 50 123 4567", "00971-50-1234567" or "0501234567" → "971501234567"; else null. */
export function normalisePhone(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim();
  if (text.length > 32 || !/^[+\d\s\-().]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (/^05\d{8}$/.test(digits)) digits = COUNTRY_CODE + digits.slice(1);
  return UAE_MOBILE.test(digits) ? digits : null;
}

export function splitPhone(phone: string) {
  return { countryCode: phone.slice(0, 3), startingCode: phone.slice(3, 5), number: phone.slice(5) };
}
