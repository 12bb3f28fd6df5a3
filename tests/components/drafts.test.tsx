import { screen, waitFor } from '@testing-library/react';
import { clearDraft, readDraft, writeDraft } from '@/components/forms/drafts';
import { renderSignup } from './signup-support';

// Drafts (issue 7 #13): what was typed, never a secret, kept in localStorage for a week.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));

const DAY = 24 * 3600 * 1000;
const stored = (key: string) => window.localStorage.getItem(`form-draft:${key}`);

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('drafts', () => {
  it('keep the typed strings and never the named secrets', () => {
    writeDraft('k', { fullName: 'Aisha', password: 'Secret#1', otp: '123456', agree: true, count: 3 }, ['password', 'otp']);
    expect(readDraft('k')).toEqual({ fullName: 'Aisha' });
    expect(stored('k')).not.toMatch(/Secret|123456/);
  });

  it('are forgotten on request', () => {
    writeDraft('k', { fullName: 'Aisha' }, []);
    clearDraft('k');
    expect(readDraft('k')).toBeNull();
  });

  it('are stale after a week', () => {
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now - 7 * DAY - 1);
    writeDraft('k', { fullName: 'Aisha' }, []);
    jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(readDraft('k')).toBeNull();
  });

  it.each([
    ['not JSON', '{"at":'],
    ['no time', '{"values":{"a":"b"}}'],
    ['no values', `{"at":${Date.now()}}`],
    ['values that are not an object', `{"at":${Date.now()},"values":"x"}`],
  ])('ignore a stored draft that is %s', (_name, raw) => {
    window.localStorage.setItem('form-draft:k', raw);
    expect(readDraft('k')).toBeNull();
  });

  it('never break the form when storage is unavailable (private mode, full quota)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeDraft('k', { a: 'b' }, [])).not.toThrow();
    expect(readDraft('k')).toBeNull();
  });

  it('a week-old draft, or another form’s, is not put back into the form', () => {
    window.localStorage.setItem('form-draft:signup', JSON.stringify({ at: Date.now() - 8 * DAY, values: { fullName: 'Old Name' } }));
    window.localStorage.setItem('form-draft:login', JSON.stringify({ at: Date.now(), values: { fullName: 'Another form’s draft' } }));
    renderSignup();
    // The restoring effect has run by now (render flushes effects).
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('a fresh one is, field by field, over the values the page came with', async () => {
    window.localStorage.setItem('form-draft:signup', JSON.stringify({ at: Date.now(), values: { fullName: 'Aisha Rahman', nationality: 'India' } }));
    renderSignup({ query: { startingCode: '55', number: '7654321' } });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Aisha Rahman'));
    expect(screen.getByLabelText('Nationality')).toHaveValue('India');
    expect(screen.getByLabelText('Number')).toHaveValue('7654321');
  });
});
