'use client';

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { UNAVAILABLE_TEXT_KEY } from '@/lib/errors/transient';
import { toast } from '@/lib/toast';
import { clearDraft } from './drafts';
import { INITIAL_FORM_STATE, type FormState } from '@/lib/forms/form-state';

// How every form meets its server action and handles the answer, without react-hook-form: the
// typed forms (use-action-form.ts) add it on top, and a form with nothing to type (a logout, a
// "send again" button) uses useActionButton below and ships no form library at all.

export type FormAction<S extends FormState> = (state: S, payload: FormData | Record<string, string>) => Promise<S>;

export interface ActionAnswerOptions<S extends FormState> {
  /** The server action (lib/forms/run-form-action.ts); S is its answer, with what a form shows next (a course, an order). */
  action: FormAction<S>;
  /** The answer a plain post rendered the page with (useActionState's initial state). */
  initialState?: S;
  /** localStorage key of the form's draft, cleared on success. */
  draftKey?: string;
  /** After success: runs before the navigation to state.redirectTo. */
  onDone?: (state: S) => void;
  /** After a refusal (e.g. to forget a read Emirates ID the server says is taken). */
  onFailed?: (state: S) => void;
  /**
   * Go to state.redirectTo with a full page load: the wizard's steps move the stage on (a soft
   * refresh right after an action can keep the old tree, vercel/next.js #88343, #96233) and a
   * payment leaves the frame's page behind.
   */
  fullLoad?: boolean;
}

export interface ActionAnswer<S extends FormState> {
  state: S;
  pending: boolean;
  /** React's form action: what a plain post (before hydration, without JavaScript) goes through. */
  formAction: (payload: FormData) => void;
  /** Runs the action from the hydrated page and handles its answer once. */
  run: (values: Record<string, string>, optimistic?: () => void) => void;
}

/**
 * The action and its answers. `onAnswer` runs first for each answer (a typed form puts field errors
 * on its fields there); then the toasts, the draft, onDone/onFailed and the next page.
 */
export function useActionAnswer<S extends FormState>(options: ActionAnswerOptions<S>, onAnswer?: (next: S) => void): ActionAnswer<S> {
  const { action } = options;
  const router = useRouter();
  const t = useTranslations();
  const unavailableText = t(UNAVAILABLE_TEXT_KEY);
  // A plain post (before hydration, or without JavaScript) goes through React's form action; the
  // hydrated form calls the action itself and handles the answer in the same breath, so what follows
  // success (the draft cleared, the next page) happens even when the action's own refresh of the page
  // (a session cookie set) has already replaced this form.
  const [posted, formAction, postPending] = useActionState(
    action as (state: Awaited<S>, payload: FormData | Record<string, string>) => Promise<S>,
    (options.initialState ?? INITIAL_FORM_STATE) as Awaited<S>,
  );
  const [answered, setAnswered] = useState<S | null>(null);
  const [submitting, startSubmit] = useTransition();
  const state = answered && answered.seq >= posted.seq ? answered : posted;
  const latest = useRef(state);
  latest.current = state;

  // Each answer once: the caller's part (fields), toasts, then the next page.
  const seen = useRef(state.seq);
  const settle = (next: S) => {
    if (next.seq === seen.current) return;
    seen.current = next.seq;
    onAnswer?.(next);
    // a titled toast (R§8) carries its second line; every other stays one line
    const detail = next.toastDetail ? { description: next.toastDetail } : undefined;
    if (next.formError) toast.error(next.formError, ...(detail ? [detail] : []));
    toast.errors(next.toasts ?? []);
    if (next.notice) toast.success(next.notice, ...(detail ? [detail] : []));
    if (next.status === 'failed') options.onFailed?.(next);
    if (next.status === 'done') {
      if (options.draftKey) clearDraft(options.draftKey);
      options.onDone?.(next);
    }
    // Success's next page, or a refusal that ended the session (R§8 'User has already done payment').
    if (next.redirectTo && (next.status === 'done' || next.status === 'failed')) {
      // The wizard answers with its own address (the next step renders there). A soft refresh
      // right after an action sometimes keeps the old tree (Next 15.5 router race, vercel/next.js
      // #88343, #96233), so a step that moves the stage on loads the page afresh.
      if (options.fullLoad || next.redirectTo === window.location.pathname + window.location.search) window.location.assign(next.redirectTo);
      else router.push(next.redirectTo);
    }
  };
  const settleRef = useRef(settle);
  settleRef.current = settle;
  // The answer to a plain post that was sent before the page became interactive.
  useEffect(() => settleRef.current(posted), [posted]);

  const run = (values: Record<string, string>, optimistic?: () => void) =>
    startSubmit(async () => {
      optimistic?.();
      let next: S;
      try {
        next = await action(latest.current, values);
      } catch {
        // The action never answered (a dropped connection, the portal restarting): say so, keep everything typed.
        next = { ...latest.current, seq: latest.current.seq + 1, status: 'failed', errorCode: 'service_unavailable', formError: unavailableText };
      }
      // Two sends in flight left from the same state (a plan changed, then a box ticked before its
      // answer) are both answered previous.seq + 1: each answer is a new one, or the second is dropped.
      const answer = next.seq > seen.current ? next : { ...next, seq: seen.current + 1 };
      setAnswered(answer);
      settle(answer);
    });

  return { state, pending: postPending || submitting, formAction: formAction as (payload: FormData) => void, run };
}

/** What a plain post would send (hidden fields included), without React's own action fields. */
export function plainFields(element: HTMLFormElement): [string, string][] {
  return [...new FormData(element)].filter((e): e is [string, string] => typeof e[1] === 'string' && !e[0].startsWith('$ACTION'));
}

export interface ActionButton<S extends FormState> {
  state: S;
  pending: boolean;
  /** Spread onto the <form>. */
  formProps: { action: (payload: FormData) => void; onSubmit: (event: FormEvent<HTMLFormElement>) => void; 'aria-busy'?: true };
  /** Sends values nothing typed (a box ticked, an amount on screen) through the same action and answer handling. */
  send: (values: Record<string, string>, optimistic?: () => void) => void;
}

/**
 * A form whose fields need no checking in the browser (a logout, a wizard choice, a promotion code the
 * server judges, a payment of the amount on screen): its inputs stay uncontrolled. Before hydration
 * it posts to the same action; hydrated, it runs the action and handles the answer like every form.
 */
export function useActionButton<S extends FormState = FormState>(options: ActionAnswerOptions<S>): ActionButton<S> {
  const { state, pending, formAction, run } = useActionAnswer(options);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(Object.fromEntries(plainFields(event.currentTarget)));
  };
  return { state, pending, formProps: { action: formAction, onSubmit, ...(pending ? { 'aria-busy': true as const } : {}) }, send: run };
}
