import type { FormState } from '@/lib/forms/form-state';

// Server actions are 'use server' modules: component tests replace them with jest.mock and answer
// FormState objects, as the real action would after its use case ran.

type Answer = Omit<FormState, 'seq'>;

/** An action implementation that answers `next` (one after the other, the last one repeated). */
export function answers(...next: Answer[]) {
  let i = 0;
  return async (previous: FormState, _payload?: FormData | Record<string, string>): Promise<FormState> => {
    const state = next[Math.min(i, next.length - 1)] ?? { status: 'done' };
    i += 1;
    return { seq: previous.seq + 1, ...state };
  };
}

/** What the action was called with: the values a hydrated form sent (an object) or a FormData. */
export function sent(action: jest.Mock, call = 0): Record<string, string> {
  const payload = action.mock.calls[call]?.[1] as FormData | Record<string, string> | undefined;
  if (!payload) throw new Error(`the action was not called ${call + 1} time(s)`);
  return payload instanceof FormData ? (Object.fromEntries(payload.entries()) as Record<string, string>) : payload;
}
