import * as z from 'zod';
import { msg } from './messages';

/** A rule returns an encoded message when the value breaks it. */
export type Rule = (value: string) => string | undefined;

/**
 * A required text field whose rules run in order and stop at the first failure (R§5), so a
 * field never carries two messages, in the form or in the BFF's 400 answer.
 */
export function text(field: string, ...rules: Rule[]) {
  return z
    .string({ error: msg.required(field) })
    .trim()
    .superRefine((value, ctx) => {
      for (const rule of [required(field), ...rules]) {
        const message = rule(value);
        if (message) {
          ctx.addIssue({ code: 'custom', message, input: value });
          return;
        }
      }
    });
}

/** An optional text field: empty is fine, otherwise the rules apply as in `text`. */
export function optionalText(...rules: Rule[]) {
  return z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (!value) return;
      for (const rule of rules) {
        const message = rule(value);
        if (message) {
          ctx.addIssue({ code: 'custom', message, input: value });
          return;
        }
      }
    });
}

/** One of fixed values (selects, radios): nothing chosen is "required", anything else "invalid". */
export function choice<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input == null || issue.input === '' ? msg.required(field) : msg.invalid(field)),
  });
}

export const required =
  (field: string): Rule =>
  (value) =>
    value.length === 0 ? msg.required(field) : undefined;

export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value) ? undefined : message;

export const holds =
  (test: (value: string) => boolean, message: string): Rule =>
  (value) =>
    test(value) ? undefined : message;

/** A rule across fields; `test` sees only the fields it names, all valid on their own. */
export interface CrossCheck {
  /** The field that shows the error; skipped when that field already has one. */
  path: string;
  /** Fields that must be valid on their own before the check means anything. */
  needs: readonly string[];
  /** Fields the check merely reads (they must be text, valid or not). */
  reads?: readonly string[];
  test: (values: Record<string, string>) => boolean;
  message: string;
}

export function crossCheck<P extends string, N extends string = never, R extends string = never>(check: {
  path: P;
  needs?: readonly N[];
  reads?: readonly R[];
  test: (values: Record<P | N | R, string>) => boolean;
  message: string;
}): CrossCheck {
  return { needs: [], ...check } as CrossCheck;
}

/**
 * Runs cross-field checks even when other fields are still wrong, so a submit shows every
 * field's first error at once; a field never gets a second message (R§5).
 */
export function crossChecks(checks: readonly CrossCheck[]) {
  return z.superRefine<Record<string, unknown>>(
    (values, ctx) => {
      const failing = new Set(ctx.issues.map((issue) => String(issue.path?.[0] ?? '')));
      for (const check of checks) {
        if (failing.has(check.path) || check.needs.some((name) => failing.has(name))) continue;
        const used = [check.path, ...check.needs, ...(check.reads ?? [])];
        if (used.some((name) => typeof values[name] !== 'string')) continue;
        if (check.test(values as Record<string, string>)) continue;
        ctx.addIssue({ code: 'custom', path: [check.path], message: check.message, input: values[check.path] });
        failing.add(check.path);
      }
    },
    // Run despite other fields' type errors (a radio left empty); `needs` keeps `test` safe.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
