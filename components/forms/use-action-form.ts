'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { TRANSIENT_CODES } from '@/lib/errors/transient';
import { readDraft, writeDraft } from './drafts';
import type { FormState } from '@/lib/forms/form-state';
import { plainFields, useActionAnswer, type ActionAnswerOptions } from './use-action-answer';

// The one form pattern. react-hook-form holds what is typed; the form's shared zod schema checks it
// in the browser (loaded on the first interaction, so it costs nothing before); the server action
// checks it again and runs the use case. Before hydration or without JavaScript the same <form> posts
// to the same action and the page comes back with its answer. Drafts survive reloads and language
// switches; secrets never leave the form's memory.

export interface ActionFormOptions<V extends FieldValues, S extends FormState = FormState> extends ActionAnswerOptions<S> {
  /** The form's values as rendered on the server (and the values a plain post came back with). */
  defaultValues: V;
  /**
   * Loads a react-hook-form resolver over the shared schema (e.g. zodResolver(schema)). Omitted by a
   * form with nothing typed to check (a button, a value picked from a list): the server checks it.
   */
  resolver?: () => Promise<Resolver<V>>;
  /** localStorage key for the draft; omit for forms not worth keeping (a six-digit code). */
  draftKey?: string;
  /** Fields that are never kept in a draft or sent back by the server. */
  secrets?: readonly (keyof V & string)[];
  /**
   * Empty the secrets after a refusal that judged them (a login's wrong password), so it is typed
   * again from scratch. A transient failure (service unavailable, a time-out) keeps them in the
   * form's memory for the retry; they are never written to storage either way.
   */
  clearSecretsOnFailure?: boolean;
  /** Fields whose server value wins over a draft (a licence chosen by the link the learner just followed). */
  pinned?: readonly (keyof V & string)[];
}

export interface ActionForm<V extends FieldValues, S extends FormState = FormState> {
  form: UseFormReturn<V>;
  state: S;
  pending: boolean;
  /** Spread onto the <form>. */
  formProps: {
    action: (payload: FormData) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocusCapture: () => void;
    onPointerDownCapture: () => void;
    ref: (element: HTMLFormElement | null) => void;
    id: string;
    noValidate: true;
    'aria-busy'?: true;
  };
  /** A field's error: the browser's own check, else what the server said. */
  errorFor: (name: keyof V & string) => string | undefined;
  /** The server's value (or the default) for a field's first render, so the HTML shows it before hydration. */
  valueOf: (name: keyof V & string) => string;
  /**
   * Sends values the form did not type (a box ticked, an amount on screen) through the same action
   * and answer handling; `optimistic` runs inside the same transition (useOptimistic updates).
   */
  send: (values: Record<string, string>, optimistic?: () => void) => void;
}

export function useActionForm<V extends FieldValues, S extends FormState = FormState>(options: ActionFormOptions<V, S>): ActionForm<V, S> {
  const { defaultValues, draftKey, secrets = [], clearSecretsOnFailure } = options;
  // Fixed for the form's life (callers pass a fresh array literal on every render).
  const secretNames = useRef(secrets).current;
  const formRef = useRef<UseFormReturn<V> | null>(null);
  // Each answer's fields go onto the form (the first focused); a refusal that judged the secrets empties them.
  const { state, pending, formAction, run } = useActionAnswer(options, (next) => {
    const form = formRef.current!;
    const fields = Object.entries(next.fieldErrors ?? {});
    for (const [name, message] of fields) form.setError(name as Path<V>, { type: 'server', message });
    if (fields[0]) form.setFocus(fields[0][0] as Path<V>);
    const judged = !next.errorCode || !TRANSIENT_CODES.has(next.errorCode);
    if (next.status === 'failed' && clearSecretsOnFailure && judged) for (const name of secretNames) form.setValue(name as Path<V>, '' as V[Path<V>]);
  });
  const start = useRef({ ...defaultValues, ...(state.values ?? {}) } as V);

  const loaded = useRef<Promise<Resolver<V>> | null>(null);
  const load = useCallback(() => (options.resolver ? (loaded.current ??= options.resolver()) : null), [options]);
  const checked = Boolean(options.resolver);
  const resolver = useCallback<Resolver<V>>(async (values, context, opts) => (await load())!(values, context, opts), [load]);
  const form = useForm<V>({
    defaultValues: start.current as DefaultValues<V>,
    ...(checked ? { resolver } : {}),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  formRef.current = form;

  // What the learner typed or chose while the scripts were on their way is in the server's HTML,
  // which the first commit hydrates. Registering a field writes its rendered value into it (a radio
  // loses its choice, the date box its text) and react-hook-form starts from the rendered values.
  // So the form's controls are read as the first field attaches, before react-hook-form's own
  // registration touches any (the form element itself, for a form with no registered field), and
  // what differs from the rendered values is given back in that same commit: before the browser
  // paints or dispatches the next tap. Found through the element, not by id: the id React computes
  // while hydrating sometimes differs from the one in the server's HTML (seen in 3 of 20 sign-ups
  // with the scripts held), and the form then took nothing back.
  const formId = useId();
  const early = useRef<Record<string, string> | null>(null);
  const committed = useRef(false);
  const noteEarly = useRef((element: unknown) => {
    if (committed.current || early.current) return;
    const owner = element instanceof HTMLFormElement ? element : (element as { form?: unknown } | null)?.form;
    if (owner instanceof HTMLFormElement) early.current = typedBeforeHydration(owner, start.current);
  }).current;
  const wrapped = useRef(false);
  if (!wrapped.current) {
    // useForm returns the same object on every render: its register is wrapped once.
    wrapped.current = true;
    const register = form.register;
    form.register = ((name, registerOptions) => {
      const field = register(name, registerOptions);
      return { ...field, ref: (element: unknown) => (noteEarly(element), field.ref(element)) };
    }) as typeof form.register;
  }
  useLayoutEffect(() => {
    committed.current = true;
    for (const [name, value] of Object.entries(early.current ?? {})) form.setValue(name as Path<V>, value as V[Path<V>]);
    // Only on mount: later answers come with their own values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A draft from an earlier visit comes back once the page is interactive (the server could not
  // know it); what was typed on this visit wins over it. The typed values go round once more:
  // watchers of this form subscribe in layout effects after this hook's (useWatch in the same
  // component), so they missed the first time; what they read is the value now, not the typed one,
  // should the learner already have changed it.
  useEffect(() => {
    const typed = Object.keys(early.current ?? {}) as Path<V>[];
    const draft = draftKey && state.seq === 0 ? readDraft(draftKey) : null;
    for (const name of options.pinned ?? []) if (draft) delete draft[name];
    const now = form.getValues();
    if (draft)
      form.reset({ ...start.current, ...draft, ...Object.fromEntries(typed.map((name) => [name, now[name]])) } as V, { keepDefaultValues: true });
    for (const name of typed) form.setValue(name, now[name]);
    // Only on mount: later answers come with their own values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The draft is written a moment after typing stops, and at once when the page goes away (a
  // language switch, a reload) with a write still waiting.
  useEffect(() => {
    if (!draftKey) return;
    let timer: number | undefined;
    let waiting: Record<string, unknown> | null = null;
    const flush = () => {
      window.clearTimeout(timer);
      if (waiting) writeDraft(draftKey, waiting, secretNames);
      waiting = null;
    };
    const subscription = form.watch((values) => {
      window.clearTimeout(timer);
      waiting = values as Record<string, unknown>;
      timer = window.setTimeout(flush, 250);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
    };
  }, [draftKey, form, secretNames]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Hydrated: the browser checks first, then the same action runs without React's form reset.
    event.preventDefault();
    const element = event.currentTarget;
    // Without a schema nothing here re-checks the server's last field errors: the server will again.
    if (!checked) form.clearErrors();
    void form.handleSubmit(() => {
      // What a plain post would send (hidden fields such as returnTo included), then what is typed.
      const plain = plainFields(element);
      // A form without a schema keeps its fields to itself (uncontrolled): the page holds what is typed.
      const raw = checked ? (form.getValues() as Record<string, unknown>) : {};
      const typed = Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string');
      run(Object.fromEntries([...plain, ...typed]));
    })(event);
  };

  const preload = () => void load();
  const submitted = form.formState.isSubmitted;
  return {
    form,
    state,
    pending,
    formProps: {
      action: formAction,
      onSubmit,
      onFocusCapture: preload,
      onPointerDownCapture: preload,
      ref: noteEarly,
      id: formId,
      noValidate: true,
      ...(pending || form.formState.isSubmitting ? { 'aria-busy': true as const } : {}),
    },
    errorFor: (name) => {
      const own = form.formState.errors[name]?.message;
      if (typeof own === 'string') return own;
      // Before the browser has checked anything, a plain post's answer is what there is to show.
      return submitted ? undefined : state.fieldErrors?.[name];
    },
    valueOf: (name) => String(start.current[name] ?? ''),
    send: run,
  };
}

/**
 * The values a form's controls hold that differ from what it was rendered with: typed or chosen
 * before hydration. Read before react-hook-form registers the fields.
 */
function typedBeforeHydration(element: HTMLFormElement, rendered: Record<string, unknown>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of Array.from(element.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    const { name, value } = control;
    if (!name || !(name in rendered) || name in typed || control.disabled) continue;
    // Nobody types into a hidden field, and a field registered without a value attribute is empty in
    // the server's HTML: taking either back would wipe the value the form was rendered with (a
    // session's id behind the cancel button). Only what a person put there counts.
    if (control instanceof HTMLInputElement && (control.type === 'hidden' || control.type === 'file')) continue;
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox') && !control.checked) continue;
    if (value !== '' && value !== String(rendered[name] ?? '')) typed[name] = value;
  }
  return typed;
}
