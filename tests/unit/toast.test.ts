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

import { registerToastTranslator, toast } from '@/lib/toast';

describe('toast helper', () => {
  beforeEach(() => (calls.length = 0));

  it('uses the message as the sonner id, so the same text never shows twice', () => {
    toast.error('Invalid Data in Form!');
    toast.error('Invalid Data in Form!');
    expect(calls.map((c) => c[2].id)).toEqual(['Invalid Data in Form!', 'Invalid Data in Form!']);
  });

  it('keeps a message on one line', () => {
    toast.error('Payment failed\n  Please   try again');
    expect(calls[0]?.[1]).toBe('Payment failed Please try again');
    expect(calls[0]?.[2].id).toBe('Payment failed Please try again');
  });

  it('a titled toast is keyed by title and description', () => {
    toast.success('Resent OTP!', { description: 'Please enter the new OTP to verify!' });
    expect(calls[0]).toEqual([
      'success',
      'Resent OTP!',
      { id: 'Resent OTP!\nPlease enter the new OTP to verify!', description: 'Please enter the new OTP to verify!' },
    ]);
  });

  it('shows a list of messages once each', () => {
    toast.errors(['A', 'B', 'A', ' A ']);
    expect(calls.map((c) => c[1])).toEqual(['A', 'B']);
  });

  it('shows the text in the page language when a translator is registered, keyed by the original', () => {
    const unregister = registerToastTranslator((text) => (text === 'Invalid OTP' ? 'رمز التحقق غير صحيح' : text));
    toast.error('Invalid OTP');
    toast.error('Invalid OTP');
    toast.error('Unknown text', { description: 'Invalid OTP' });
    unregister();
    toast.error('Invalid OTP');
    expect(calls.map((c) => [c[1], c[2].id, c[2].description])).toEqual([
      ['رمز التحقق غير صحيح', 'Invalid OTP', undefined],
      ['رمز التحقق غير صحيح', 'Invalid OTP', undefined],
      ['Unknown text', 'Unknown text\nInvalid OTP', 'رمز التحقق غير صحيح'],
      ['Invalid OTP', 'Invalid OTP', undefined],
    ]);
  });
});
