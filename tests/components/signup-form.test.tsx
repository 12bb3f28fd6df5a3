import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fail, fillValid, lookups, radio, renderSignup, respond } from './signup-support';
import { mockPost } from './mock-api-client';

const mockPush = jest.fn();

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mockToast = jest.mocked(toast);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('sign-up form: validation messages (R§5)', () => {
  it('server-renders labelled controls: every input has a name and a label', () => {
    renderSignup();
    for (const label of [
      'Full Name',
      'Number',
      'Email',
      'Date of Birth',
      'Password',
      'Confirm Password',
      'Nationality',
      'License Type',
      'Language',
      'Training Branch',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('name');
    }
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Number')).toHaveAttribute('type', 'tel');
  });

  it('shows "{field} is required" on every empty field, announced', async () => {
    const user = userEvent.setup();
    renderSignup();
    await submit(user);
    for (const text of [
      'Full Name is required',
      'Phone Number is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
      'Date of Birth is required',
      'Nationality is required',
      'Residency Visa is required',
      'Golden Visa is required',
      'License Type is required',
      'Gear Type is required',
      'Language is required',
      'Training Branch is required',
    ]) {
      expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    }
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full Name is required');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it('shows the e-mail, name, password, mismatch and age messages exactly', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText('Full Name'), 'Aisha 2');
    await user.type(screen.getByLabelText('Email'), 'aisha@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '2010-01-01' } });
    await submit(user);
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Full Name is invalid')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character'),
    ).toBeInTheDocument();
    expect(screen.getByText('You must be at least 17 and a half years old to proceed.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Student@12345');
    expect(await screen.findByText('Password Mismatch! Both passwords must be same!')).toBeInTheDocument();
  });

  it('needs a residency visa outside the GCC', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
    await user.click(radio('Residency Visa', 'No'));
    await submit(user);
    expect(await screen.findByText('You need to have residency Visa in UAE to register!')).toBeInTheDocument();
    // A GCC national may answer No.
    await user.selectOptions(screen.getByLabelText('Nationality'), 'Saudi Arabia');
    await waitFor(() => expect(screen.queryByText('You need to have residency Visa in UAE to register!')).not.toBeInTheDocument());
  });
});

describe('sign-up form: rules between fields (R§4)', () => {
  it('United Arab Emirates forces the residency visa answer to No', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(radio('Residency Visa', 'Yes'));
    await user.selectOptions(screen.getByLabelText('Nationality'), 'United Arab Emirates');
    expect(radio('Residency Visa', 'No')).toBeChecked();
    expect(radio('Residency Visa', 'Yes')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
    expect(radio('Residency Visa', 'Yes')).toBeEnabled();
  });

  it('a new licence type clears the gear type and offers only its gear types and genders', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.selectOptions(screen.getByLabelText('License Type'), 'Light Motor Vehicle');
    await user.click(radio('Gender', 'Female'));
    await user.click(radio('Gear Type', 'Manual'));
    expect(radio('Gear Type', 'Manual')).toBeChecked();

    await user.selectOptions(screen.getByLabelText('License Type'), 'Heavy Truck');
    expect(radio('Gear Type', 'Manual')).not.toBeChecked();
    expect(radio('Gear Type', 'Automatic')).not.toBeChecked();
    expect(radio('Gear Type', 'Automatic')).toBeDisabled();
    expect(radio('Gear Type', 'Manual')).toBeEnabled();
    // Heavy trucks are for men only here: the female answer goes and cannot be chosen again.
    expect(radio('Gender', 'Female')).not.toBeChecked();
    expect(radio('Gender', 'Female')).toBeDisabled();
  });
});

describe('sign-up form: prefill from the query string (R§2)', () => {
  it('fills licence type, starting code and number', () => {
    renderSignup({ query: { vehicleType: 'lt-heavy-truck', startingCode: '55', number: '7654321' } });
    expect(screen.getByLabelText('License Type')).toHaveValue('lt-heavy-truck');
    expect(screen.getByLabelText('Starting Code')).toHaveValue('55');
    expect(screen.getByLabelText('Number')).toHaveValue('7654321');
    expect(radio('Gear Type', 'Automatic')).toBeDisabled();
  });

  it('ignores values that do not fit', () => {
    renderSignup({ query: { vehicleType: 'lt-forklift', startingCode: '99', number: 'abc' } });
    expect(screen.getByLabelText('License Type')).toHaveValue('');
    expect(screen.getByLabelText('Starting Code')).toHaveValue('50');
    expect(screen.getByLabelText('Number')).toHaveValue('');
  });
});

describe('sign-up form: submit', () => {
  it('posts the values and opens the OTP screen with the countdown started', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: { phoneMasked: '+971 50 ••• 4567', otpExpiry: 'x', sentAt: 1_700_000_000_000 } }));
    renderSignup();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/signup/otp'));
    const [path, options] = mockPost.mock.calls[0] as [string, { json: Record<string, string> }];
    expect(path).toBe('auth/signup');
    expect(options.json).toMatchObject({
      fullName: 'Aisha Rahman',
      countryCode: '971',
      startingCode: '50',
      number: '1234567',
      licenseTypeId: 'lt-lmv',
      licenseCategory: 'LMV',
      gearType: 'automatic',
      gender: 'male',
      nationality: 'India',
      hasResidencyVisa: 'yes',
    });
    expect(JSON.parse(window.localStorage.getItem('otp-resend:signup') ?? '{}')).toEqual({ startedAt: 1_700_000_000_000 });
  });

  it('shows a server error list as "Invalid {field name}" (phone on the number field)', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(
      fail(
        new ApiError(400, {
          statusCode: 400,
          message: 'Bad',
          errors: [{ field: 'phones.firstNumber.number' }, { field: 'name' }, { field: 'mystery' }],
        }),
      ),
    );
    renderSignup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Number')).toHaveAccessibleDescription('Invalid Phone Number');
    expect(screen.getByText('Invalid Full Name')).toBeInTheDocument();
    expect(mockToast.errors).toHaveBeenCalledWith(['Invalid Mystery']);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('shows a server error map on its fields and as toasts', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(
      fail(
        new ApiError(409, {
          statusCode: 409,
          message: 'Email already exists',
          errors: { email: 'Email already exists', number: 'Phone number already exists' },
        }),
      ),
    );
    renderSignup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(screen.getByText('Phone number already exists')).toBeInTheDocument();
    expect(mockToast.errors).toHaveBeenCalledWith(['Email already exists', 'Phone number already exists']);
  });

  it('falls back to the global message when the answer has no field errors', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(fail(new ApiError(500, { statusCode: 500, message: 'Internal Server Error' })));
    renderSignup();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(mockToast.errors).toHaveBeenCalledWith(['Internal Server Error']));
  });

  it('toasts when the licence list could not be loaded', async () => {
    renderWithFailedLicences();
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Failed to fetch license types'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch license types');
  });
});

function renderWithFailedLicences() {
  const original = { ...lookups };
  Object.assign(lookups, { licences: [], failed: { licences: true, others: false } });
  try {
    return renderSignup();
  } finally {
    Object.assign(lookups, original);
  }
}
