// A field's error as a person reads it (lib/errors/text.ts re-exports it), in a module of its own so
// that the browser's field messages do not ship the error table that text.ts reads.
import type { FieldError, MessageParams } from './app-error';
import type { Translate } from './text';

/** The label of a form field in the page's language ('fields.<name>'), else a readable name. */
export function fieldLabel(field: string, t: Translate): string {
  const name = field.split('.').pop() ?? field;
  const key = `fields.${name}`;
  if (t.has(key)) return t(key);
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A field's error: validation.<code> with the field's label, else the server's words. */
export function fieldText(field: string, error: FieldError, t: Translate): string {
  const key = `validation.${error.code}`;
  if (error.code !== 'server' && t.has(key)) {
    const params: MessageParams = { ...error.params };
    const labelOf = typeof params.field === 'string' ? params.field : field;
    params.field = fieldLabel(labelOf, t);
    return t(key, params);
  }
  return error.message;
}
