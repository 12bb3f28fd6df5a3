import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignupLookups } from '@/components/signup/signup-options';
import { submitQuickSignup } from '@/app/[lang]/(student)/quick-signup/actions';
import { QuickSignupForm } from '@/app/[lang]/(student)/quick-signup/quick-signup-form';
import { initialQuickValues } from '@/app/[lang]/(student)/quick-signup/quick-values';
import { msg } from '@/lib/schemas/messages';
import { toast } from '@/lib/toast';
import { renderWithIntl } from './ui-render';

jest.mock('@/app/[lang]/(student)/quick-signup/actions', () => ({ submitQuickSignup: jest.fn() }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mockToast = jest.mocked(toast);

const lookups: SignupLookups = {
  licences: [
    { value: 'lt-lmv', label: 'Light Motor Vehicle', code: 'LMV', gearTypes: ['automatic', 'manual'], genders: ['male', 'female'] },
    { value: 'lt-heavy-truck', label: 'Heavy Truck', code: 'HT', gearTypes: ['manual'], genders: ['male'] },
  ],
  countries: [
    { value: 'India', label: 'India' },
    { value: 'United Arab Emirates', label: 'United Arab Emirates' },
  ],
  languages: [{ value: 'lang-en', label: 'English' }],
  branches: [{ value: 'br-al-quoz', label: 'Al Quoz' }],
  failed: { licences: false, others: false },
};

const profile = {
  name: 'Fatima Al Mansoori',
  email: 'fatima.almansoori@example.ae',
  phones: { firstNumber: { countryCode: '971', startingCode: '55', number: '1112223' } },
  gender: 'female' as const,
  dob: null,
  nationality: null,
  studentDetails: { requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV' },
};

function setup() {
  const user = userEvent.setup();
  renderWithIntl(<QuickSignupForm initial={initialQuickValues(profile, lookups)} lookups={lookups} today="2025-06-01" />);
  return user;
}

beforeEach(() => jest.clearAllMocks());

describe('quick signup (Completed Registration)', () => {
  it('prefills from the profile; the e-mail and the phone prefix are locked', () => {
    setup();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Fatima Al Mansoori');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('fatima.almansoori@example.ae');
    expect(email).toHaveAttribute('readonly');
    const code = screen.getByRole('textbox', { name: 'Starting Code' });
    expect(code).toHaveValue('55');
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('1112223');
    expect(screen.getByLabelText('License Type')).toHaveValue('lt-lmv');
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByLabelText('Female')).toBeChecked();
  });

  it('a licence type narrows gear types and genders; UAE nationality answers No to residency', async () => {
    const user = setup();
    const gear = screen.getByRole('group', { name: 'Gear Type' });
    await user.click(within(gear).getByLabelText('Automatic'));
    await user.selectOptions(screen.getByLabelText('License Type'), 'lt-heavy-truck');
    expect(within(gear).getByLabelText('Automatic')).toBeDisabled();
    expect(within(gear).getByLabelText('Automatic')).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByLabelText('Female')).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByLabelText('Female')).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Nationality'), 'United Arab Emirates');
    const residency = screen.getByRole('group', { name: 'Residency Visa' });
    expect(within(residency).getByLabelText('Yes')).toBeDisabled();
    expect(within(residency).getByLabelText('No')).toBeChecked();
  });

  it('sends the form without password or platform, and shows the schema errors under their fields', async () => {
    const user = setup();
    jest.mocked(submitQuickSignup).mockResolvedValue({ ok: false, fieldErrors: { dob: msg.required('dob') }, toasts: [] });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(submitQuickSignup).toHaveBeenCalledTimes(1));
    const body = jest.mocked(submitQuickSignup).mock.calls[0]![0];
    expect(body).toMatchObject({
      fullName: 'Fatima Al Mansoori',
      email: 'fatima.almansoori@example.ae',
      countryCode: '971',
      startingCode: '55',
      number: '1112223',
      licenseTypeId: 'lt-lmv',
      licenseCategory: 'LMV',
      gender: 'female',
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('registrationPlatform');
    expect(await screen.findByText('Date of Birth is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Date of Birth')).toHaveFocus();
  });

  it('server error maps are toasted', async () => {
    const user = setup();
    jest
      .mocked(submitQuickSignup)
      .mockResolvedValue({ ok: false, fieldErrors: { number: 'Phone number already exists' }, toasts: ['Phone number already exists'] });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(mockToast.errors).toHaveBeenCalledWith(['Phone number already exists']));
    expect(screen.getByText('Phone number already exists')).toHaveAttribute('role', 'alert');
  });
});
