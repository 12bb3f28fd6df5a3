const calls: Array<[string, string, Record<string, unknown>]> = [];
jest.mock('sonner', () => {
  // Titles and descriptions are functions read when sonner draws the toast: record what it would draw.
  const draw = (v: unknown) => (typeof v === 'function' ? (v as () => string)() : v);
  const make = (kind: string) => (message: unknown, options: Record<string, unknown>) => {
    const drawn = { ...options, ...('description' in options ? { description: draw(options.description) } : {}) };
    calls.push([kind, draw(message) as string, drawn]);
    return options.id;
  };
  return { toast: { error: make('error'), success: make('success'), info: make('info'), dismiss: jest.fn() } };
});

import { toast } from '@/lib/toast';

// sonner is fetched with the first toast (a dynamic import): let it arrive before looking.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast helper', () => {
  beforeEach(() => (calls.length = 0));

  it('uses the message as the sonner id, so the same text never shows twice', async () => {
    toast.error('Invalid Data in Form!');
    toast.error('Invalid Data in Form!');
    await settle();
    expect(calls.map((c) => c[2].id)).toEqual(['Invalid Data in Form!', 'Invalid Data in Form!']);
  });

  it('keeps a message on one line', async () => {
    toast.error('Payment failed\n  Please   try again');
    await settle();
    expect(calls[0]?.[1]).toBe('Payment failed Please try again');
    expect(calls[0]?.[2].id).toBe('Payment failed Please try again');
  });

  it('a titled toast is keyed by title and description', async () => {
    toast.success('Resent OTP!', { description: 'Please enter the new OTP to verify!' });
    await settle();
    expect(calls[0]).toEqual([
      'success',
      'Resent OTP!',
      { id: 'Resent OTP!\nPlease enter the new OTP to verify!', description: 'Please enter the new OTP to verify!' },
    ]);
  });

  it('shows a list of messages once each', async () => {
    toast.errors(['A', 'B', 'A', ' A ']);
    await settle();
    expect(calls.map((c) => c[1])).toEqual(['A', 'B']);
  });

  it('shows nothing for an empty text', async () => {
    toast.error('   ');
    toast.errors(['', ' ']);
    await settle();
    expect(calls).toEqual([]);
  });

  it('raises success and info toasts the same way', async () => {
    toast.success('Verification email sent');
    toast.info('Reading your Emirates ID…');
    await settle();
    expect(calls.map((c) => [c[0], c[1], c[2].id])).toEqual([
      ['success', 'Verification email sent', 'Verification email sent'],
      ['info', 'Reading your Emirates ID…', 'Reading your Emirates ID…'],
    ]);
  });
});
