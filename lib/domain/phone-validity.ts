import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { COUNTRY_CODE, NUMBER_LENGTH, isStartingCode, type PhoneParts } from './phone';
import { UAE_PHONE_METADATA } from './uae-phone-metadata';

/** R§5: valid together as a UAE mobile number, with a starting code the centre accepts. */
export function isValidUaeMobile({ countryCode, startingCode, number }: PhoneParts): boolean {
  if (countryCode !== COUNTRY_CODE || !isStartingCode(startingCode)) return false;
  if (!new RegExp(`^\\d{${NUMBER_LENGTH}}$`).test(number)) return false;
  const parsed = parsePhoneNumberFromString(`+${countryCode}${startingCode}${number}`, UAE_PHONE_METADATA);
  return parsed?.isValid() === true && parsed.getType() === 'MOBILE';
}
