/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits typed on an Arabic keyboard, as 0–9. */
export function toWesternDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Only the digits of what was typed or pasted, in Western form. */
export function digitsOnly(value: string): string {
  return toWesternDigits(value).replace(/\D/g, '');
}
