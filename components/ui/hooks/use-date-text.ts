import { useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { toWesternDigits } from '@/lib/domain/digits';
import { formatDateInput, maskDateTyping, normaliseDateInput, parseDateInput } from '@/lib/domain/dates';

/** What the date field hands to onChange / onBlur: react-hook-form reads `target.name` and `target.value`. */
export interface DateFieldEvent {
  target: { name: string; value: string };
  type: 'change' | 'blur';
}

/** What `ref` receives: enough of an input for react-hook-form's `register` (value in ISO, focus). */
export interface DateFieldHandle {
  readonly name: string;
  /** Reads as the form value (ISO, the incomplete text, or ''); an ISO date set here shows as dd/MM/yyyy. */
  value: string;
  /** The box's form: the form pattern reads what was typed before hydration through it. */
  readonly form: HTMLFormElement | null;
  focus: () => void;
  setCustomValidity: (message: string) => void;
  reportValidity: () => boolean;
}

interface Options {
  name: string;
  value: string | undefined;
  defaultValue: string | undefined;
  onChange: ((event: DateFieldEvent) => void) | undefined;
  ref: Ref<DateFieldHandle> | undefined;
}

/**
 * The date box's text (always as shown: 05/03/2001) and the value the form gets from it (ISO once
 * it is a real date, else the text). The input element holds the text, so the value can be read
 * at any moment (react-hook-form reads it through the field's ref) without waiting for a render.
 */
export function useDateText({ name, value, defaultValue, onChange, ref }: Options) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDateInput(value ?? defaultValue ?? ''));

  // Controlled: a new value from outside (a reset, a date read from an Emirates ID) replaces the
  // text, unless it is what the text already means (the echo of our own onChange).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && value !== normaliseDateInput(text)) setText(formatDateInput(value));
  }

  function show(next: string, previous: string) {
    if (inputRef.current && inputRef.current.value !== next) inputRef.current.value = next;
    setText(next);
    if (next !== previous) onChange?.({ target: { name, value: normaliseDateInput(next) }, type: 'change' });
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const typed = input.value;
    const caret = input.selectionStart;
    if (caret === null || caret >= typed.length) {
      show(maskDateTyping(typed, { deleting: typed.length < text.length }), text);
      return;
    }
    // An edit inside the text: only same-length clean-ups, so the caret can stay where it was.
    const cleaned = toWesternDigits(typed).replace(/[.-]/g, '/');
    show(cleaned, text);
    if (cleaned !== typed) input.setSelectionRange(caret, caret);
  }

  /** Leaving the box: a date written any accepted way ('5/3/2001', '0503/2001') is shown as 05/03/2001. */
  function settle() {
    const iso = parseDateInput(text) ?? parseDateInput(maskDateTyping(text));
    if (iso) show(formatDateInput(iso), text);
  }

  const current = () => normaliseDateInput(inputRef.current?.value ?? '');

  // react-hook-form's register reads and writes `ref.value`: here it is the ISO date, shown as dd/MM/yyyy.
  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return current();
      },
      set value(next: string) {
        // react-hook-form writes undefined or null for a cleared field.
        const shown = formatDateInput(next ?? '');
        if (inputRef.current) inputRef.current.value = shown;
        setText(shown);
      },
      get form() {
        return inputRef.current?.form ?? null;
      },
      focus: () => inputRef.current?.focus(),
      setCustomValidity: (message) => inputRef.current?.setCustomValidity(message),
      reportValidity: () => inputRef.current?.reportValidity() ?? true,
    }),
    // current() reads only the input element and setText never changes: one handle per name.
    [name],
  );

  return {
    inputRef,
    text,
    /** The form's value as of this render: ISO, the incomplete text, or ''. */
    value: normaliseDateInput(text),
    onInputChange,
    settle,
    /** A day chosen in the calendar. */
    choose: (iso: string) => show(formatDateInput(iso), text),
    /** The form's value now, between renders too. */
    current,
  };
}
