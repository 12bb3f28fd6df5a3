import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SignupForm } from '@/app/[lang]/(public)/signup/signup-form';
import { initialSignupValues, type SignupQuery } from '@/components/signup/form-values';
import type { SignupLookups } from '@/components/signup/signup-options';
import { renderWithIntl } from './ui-render';

// The form's server action (its no-JavaScript path, tests/e2e/signup-nojs.spec.ts) never runs in
// these tests: a hydrated submit is prevented. Hoisted above the imports by jest.
jest.mock('@/app/[lang]/(public)/signup/actions', () => ({ submitSignupForm: jest.fn() }));

// Shared by the signup-* and eid-* component tests: lookups shaped like the seeded reference API,
// a render helper, and promise stand-ins for the ky calls the form makes.

export const lookups: SignupLookups = {
  licences: [
    { value: 'lt-lmv', label: 'Light Motor Vehicle', code: 'LMV', gearTypes: ['automatic', 'manual'], genders: ['male', 'female'] },
    { value: 'lt-heavy-truck', label: 'Heavy Truck', code: 'HT', gearTypes: ['manual'], genders: ['male'] },
  ],
  countries: [
    { value: 'India', label: 'India' },
    { value: 'Saudi Arabia', label: 'Saudi Arabia' },
    { value: 'United Arab Emirates', label: 'United Arab Emirates' },
  ],
  languages: [{ value: 'lang-en', label: 'English' }],
  branches: [{ value: 'br-al-quoz', label: 'Al Quoz' }],
  failed: { licences: false, others: false },
};

export function renderSignup({ query = {}, locale = 'en' }: { query?: SignupQuery; locale?: 'en' | 'ar' } = {}) {
  return renderWithIntl(<SignupForm initial={initialSignupValues(query, lookups.licences)} lookups={lookups} today="2025-07-15" />, { locale });
}

/** A ky ResponsePromise stand-in: awaitable, with .json(). */
export function respond(body: unknown) {
  return Object.assign(Promise.resolve(body), { json: () => Promise.resolve(body) });
}

export function fail(error: unknown) {
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  return Object.assign(promise, { json: () => Promise.reject(error) });
}

export const group = (name: string) => screen.getByRole('group', { name });
export const radio = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });

export function installDialogPolyfill() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Fills a valid form; `card: false` leaves what an Emirates ID fills (name, dob, nationality, gender). */
export async function fillValid(user: UserEvent, { card = true }: { card?: boolean } = {}) {
  if (card) {
    await user.type(screen.getByLabelText('Full Name'), 'Aisha Rahman');
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '1990-01-01' } });
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
  }
  await user.type(screen.getByLabelText('Number'), '1234567');
  await user.type(screen.getByLabelText('Email'), 'aisha@example.com');
  await user.type(screen.getByLabelText('Password'), 'Student@12345');
  await user.type(screen.getByLabelText('Confirm Password'), 'Student@12345');
  await user.click(radio('Residency Visa', 'Yes'));
  await user.click(radio('Golden Visa', 'No'));
  await user.selectOptions(screen.getByLabelText('License Type'), 'Light Motor Vehicle');
  await user.click(radio('Gear Type', 'Automatic'));
  await user.selectOptions(screen.getByLabelText('Language'), 'English');
  await user.selectOptions(screen.getByLabelText('Training Branch'), 'Al Quoz');
}
