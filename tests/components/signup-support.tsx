import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FormState } from '@/lib/forms/form-state';
import { initialSignupValues, prefilledFields, type SignupFormValues, type SignupQuery } from '@/components/signup/form-values';
import { SignupForm } from '@/components/signup/signup-form';
import type { SignupLookups } from '@/components/signup/signup-options';
import { renderWithIntl } from './ui-render';

// Shared by the sign-up and Emirates ID component tests: lookups shaped like the seeded reference
// API, the one sign-up form rendered in either mode with a stand-in for its server action, and a
// valid filling.

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

type Action = jest.Mock<Promise<FormState>, [FormState, (FormData | Record<string, string>)?]>;

export interface RenderSignupOptions {
  mode?: 'full' | 'quick';
  query?: SignupQuery;
  initial?: SignupFormValues;
  locale?: 'en' | 'ar';
  action?: Action;
  lookups?: SignupLookups;
}

export function renderSignup({
  mode = 'full',
  query = {},
  initial,
  locale = 'en',
  action = jest.fn(),
  lookups: lists = lookups,
}: RenderSignupOptions = {}) {
  const start = initial ?? initialSignupValues(query, lists.licences);
  const view = renderWithIntl(
    <SignupForm mode={mode} action={action} initial={start} pinned={prefilledFields(start)} lookups={lists} today="2025-07-15" />,
    { locale },
  );
  return { ...view, action };
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

/** Fills a valid sign-up; `card: false` leaves what an Emirates ID fills (name, dob, nationality, gender). */
export async function fillValid(user: UserEvent, { card = true, passwords = true }: { card?: boolean; passwords?: boolean } = {}) {
  if (card) {
    await user.type(screen.getByLabelText('Full Name'), 'Aisha Rahman');
    fireEvent.change(screen.getByRole('textbox', { name: 'Date of Birth' }), { target: { value: '01/01/1990' } });
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
  }
  await user.type(screen.getByLabelText('Number'), '1234567');
  await user.type(screen.getByLabelText('Email'), 'aisha@example.com');
  if (passwords) {
    await user.type(screen.getByLabelText('Password'), 'Student@12345');
    await user.type(screen.getByLabelText('Confirm Password'), 'Student@12345');
  }
  await user.click(radio('Residency Visa', 'Yes'));
  await user.click(radio('Golden Visa', 'No'));
  await user.selectOptions(screen.getByLabelText('License Type'), 'Light Motor Vehicle');
  await user.click(radio('Gear Type', 'Automatic'));
  await user.selectOptions(screen.getByLabelText('Language'), 'English');
  await user.selectOptions(screen.getByLabelText('Training Branch'), 'Al Quoz');
}
