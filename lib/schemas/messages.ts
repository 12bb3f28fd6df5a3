import { localizeIfLoaded } from '@/lib/i18n/server-messages-loader';

/**
 * Validation errors travel as message keys, not texts, so one schema serves the English and
 * Arabic forms and the BFF. A zod issue's message is encoded as 'validation.<key>?<params>',
 * e.g. 'validation.required?field=fullName'; `field` names a label under `fields.*`.
 * Any other string (a server message such as 'Email already exists') goes through the
 * server-message table (lib/i18n/server-messages, loaded after hydration): translated when known,
 * else shown as it is.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'exactLength',
  'minLength',
  'minValue',
  'maxValue',
  'equals',
  'serverInvalid',
  'password',
  'passwordMismatch',
  'minimumAge',
  'residencyVisa',
  'otpLength',
  'imageFile',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export type MessageParams = Record<string, string | number>;
export interface MessageRef {
  key: ValidationKey;
  params: MessageParams;
}

const PREFIX = 'validation.';

export function encodeMessage(key: ValidationKey, params: MessageParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${PREFIX}${key}?${query}` : `${PREFIX}${key}`;
}

export function decodeMessage(message: string): MessageRef | null {
  if (!message.startsWith(PREFIX)) return null;
  const [path = '', query = ''] = message.slice(PREFIX.length).split('?', 2);
  if (!(VALIDATION_KEYS as readonly string[]).includes(path)) return null;
  const params: MessageParams = {};
  new URLSearchParams(query).forEach((value, name) => {
    params[name] = /^\d+$/.test(value) ? Number(value) : value;
  });
  return { key: path as ValidationKey, params };
}

/** Encoders for the spec's messages (R§5), named after what they say. */
export const msg = {
  required: (field: string) => encodeMessage('required', { field }),
  invalid: (field: string) => encodeMessage('invalid', { field }),
  exactLength: (field: string, n: number) => encodeMessage('exactLength', { field, n }),
  minLength: (field: string, n: number) => encodeMessage('minLength', { field, n }),
  minValue: (field: string, n: number) => encodeMessage('minValue', { field, n }),
  maxValue: (field: string, n: number) => encodeMessage('maxValue', { field, n }),
  equals: (field: string, value: string) => encodeMessage('equals', { field, value }),
  serverInvalid: (field: string) => encodeMessage('serverInvalid', { field }),
  password: () => encodeMessage('password'),
  passwordMismatch: () => encodeMessage('passwordMismatch'),
  minimumAge: () => encodeMessage('minimumAge'),
  residencyVisa: () => encodeMessage('residencyVisa'),
  otpLength: (n: number) => encodeMessage('otpLength', { n }),
  imageFile: () => encodeMessage('imageFile'),
};

/** The part of next-intl's root translator this needs (keeps the module free of React). */
export interface Translate {
  (key: string, values?: MessageParams): string;
  has?: (key: string) => boolean;
}

/** Text for an encoded message: the field's label is translated first, then the message. */
export function translateMessage(message: string, t: Translate): string {
  const ref = decodeMessage(message);
  if (!ref) return localizeIfLoaded(message, t);
  const values: MessageParams = { ...ref.params };
  const field = ref.params.field;
  if (typeof field === 'string') {
    const labelKey = `fields.${field}`;
    values.field = !t.has || t.has(labelKey) ? t(labelKey) : field;
  }
  return t(`${PREFIX}${ref.key}`, values);
}
