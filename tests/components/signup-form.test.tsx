import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { SignupFormValues } from '@/components/signup/form-values';
import { toast } from '@/lib/toast';
import ar from '@/messages/ar.json';
import { answers, sent } from './form-answers';
import { fillValid, lookups, radio, renderSignup } from './signup-support';

// The one sign-up form (R§4, R§5) in its two modes: the full sign-up and the quick sign-up of a
// pre-registered student (R§2). The server action is a stand-in that answers FormState objects.

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
const mockToast = jest.mocked(toast);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const submit = (user: UserEvent, name = 'Register') => user.click(screen.getByRole('button', { name }));
const draft = (key: string) => JSON.parse(window.localStorage.getItem(`form-draft:${key}`) ?? 'null')?.values as Record<string, string> | undefined;

describe('sign-up: what the learner sees (R§5)', () => {
  it('labels every control, with the number, e-mail and date typed left to right', () => {
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
      expect(screen.getByLabelText(label, { selector: 'input, select' })).toHaveAttribute('name');
    }
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Emirates ID' })).toBeInTheDocument();
  });

  it('is in Arabic on /ar', () => {
    renderSignup({ locale: 'ar' });
    expect(screen.getByRole('button', { name: ar.signup.submit })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ar.signup.detailsTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(ar.fields.fullName)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: ar.fields.residencyVisa })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: ar.fields.dob })).toHaveAttribute('dir', 'ltr');
  });

  it('shows "{field} is required" on every empty field, announced, and sends nothing', async () => {
    const user = userEvent.setup();
    const { action } = renderSignup();
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
    expect(action).not.toHaveBeenCalled();
  });

  it('shows the e-mail, name, password, mismatch and age messages exactly', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText('Full Name'), 'Aisha 2');
    await user.type(screen.getByLabelText('Email'), 'aisha@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    fireEvent.change(screen.getByRole('textbox', { name: 'Date of Birth' }), { target: { value: '01/01/2010' } });
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

  it.each([
    ['en', 'Date of Birth', 'Date of Birth is invalid'],
    ['ar', ar.fields.dob, 'قيمة تاريخ الميلاد غير صالحة'],
  ] as const)('refuses year 1800 once, in the words the server uses (%s, issue 7 #16)', async (locale, label, text) => {
    const user = userEvent.setup();
    const { action } = renderSignup({ locale });
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '01/01/1800' } });
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Register' : ar.signup.submit }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(mockToast.error).not.toHaveBeenCalled();
    expect(mockToast.errors).not.toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses a date in the future with its own words', async () => {
    const user = userEvent.setup();
    renderSignup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Date of Birth' }), { target: { value: '01/01/2999' } });
    await submit(user);
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeInTheDocument();
  });

  it('needs a residency visa outside the GCC', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
    await user.click(radio('Residency Visa', 'No'));
    await submit(user);
    expect(await screen.findByText('You need to have residency Visa in UAE to register!')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Nationality'), 'Saudi Arabia');
    await waitFor(() => expect(screen.queryByText('You need to have residency Visa in UAE to register!')).not.toBeInTheDocument());
  });

  it('says when the lists could not be loaded', () => {
    renderSignup({ lookups: { ...lookups, licences: [], failed: { licences: true, others: false } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch license types');
  });
});

describe('sign-up: rules between fields (R§4)', () => {
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
    expect(radio('Gear Type', 'Automatic')).toBeDisabled();
    expect(radio('Gear Type', 'Manual')).toBeEnabled();
    expect(radio('Gender', 'Female')).not.toBeChecked();
    expect(radio('Gender', 'Female')).toBeDisabled();
  });

  it('fills licence type, starting code and number from the query (R§2), ignoring what does not fit', () => {
    const { unmount } = renderSignup({ query: { vehicleType: 'lt-heavy-truck', startingCode: '55', number: '7654321' } });
    expect(screen.getByLabelText('License Type')).toHaveValue('lt-heavy-truck');
    expect(screen.getByLabelText('Starting Code')).toHaveValue('55');
    expect(screen.getByLabelText('Number')).toHaveValue('7654321');
    expect(radio('Gear Type', 'Automatic')).toBeDisabled();
    unmount();
    window.localStorage.clear(); // a fresh visit: no draft of the first one
    renderSignup({ query: { vehicleType: 'lt-forklift', startingCode: '99', number: 'abc' } });
    expect(screen.getByLabelText('License Type')).toHaveValue('');
    expect(screen.getByLabelText('Starting Code')).toHaveValue('50');
  });
});

describe('sign-up: submit', () => {
  it('sends the values and opens the code screen with its countdown started', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', redirectTo: '/en/signup/otp', data: { sentAt: 1_700_000_000_000 } }));
    renderSignup({ action });
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/signup/otp'));
    expect(sent(action)).toMatchObject({
      fullName: 'Aisha Rahman',
      countryCode: '971',
      startingCode: '50',
      number: '1234567',
      email: 'aisha@example.com',
      password: 'Student@12345',
      licenseTypeId: 'lt-lmv',
      licenseCategory: 'LMV',
      gearType: 'automatic',
      gender: 'male',
      dob: '1990-01-01',
      nationality: 'India',
      hasResidencyVisa: 'yes',
      hasGoldenVisa: 'no',
    });
    expect(JSON.parse(window.localStorage.getItem('otp-resend:signup') ?? '{}')).toEqual({ startedAt: 1_700_000_000_000 });
    expect(window.localStorage.getItem('form-draft:signup')).toBeNull();
  });

  it("puts the server's field errors on their fields (focus on the first) and the rest in toasts", async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers({
        status: 'failed',
        errorCode: 'email_taken',
        fieldErrors: { email: 'Email already exists', number: 'Invalid Phone Number' },
        toasts: ['Invalid Traffic File'],
      }),
    );
    renderSignup({ action });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Email already exists')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Number')).toHaveAccessibleDescription('Invalid Phone Number');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(mockToast.errors).toHaveBeenCalledWith(['Invalid Traffic File']);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it("shows a refusal without fields as the form's line and one toast", async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers({
        status: 'failed',
        errorCode: 'service_unavailable',
        formError: 'The service is unavailable right now. Please try again in a moment.',
      }),
    );
    renderSignup({ action });
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('The service is unavailable right now. Please try again in a moment.'));
    expect(mockToast.error).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The service is unavailable right now. Please try again in a moment.');
  });
});

describe('sign-up: nothing typed is lost (issue 7 #13)', () => {
  it('survives a language switch (the form unmounted in English, mounted in Arabic), never with the passwords', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSignup();
    await fillValid(user);
    await waitFor(() => expect(draft('signup')?.trainingBranchId).toBe('br-al-quoz'), { timeout: 2000 });
    unmount();

    const stored = window.localStorage.getItem('form-draft:signup') ?? '';
    expect(stored).not.toContain('Student@12345');
    expect(draft('signup')).not.toHaveProperty('password');
    expect(draft('signup')).not.toHaveProperty('confirmPassword');

    renderSignup({ locale: 'ar' });
    await waitFor(() => expect(screen.getByLabelText(ar.fields.fullName)).toHaveValue('Aisha Rahman'));
    expect(screen.getByLabelText(ar.fields.email)).toHaveValue('aisha@example.com');
    expect(screen.getByRole('textbox', { name: ar.fields.dob })).toHaveValue('01/01/1990');
    expect(screen.getByLabelText(ar.fields.nationality)).toHaveValue('India');
    expect(screen.getByLabelText(ar.fields.licenseType)).toHaveValue('lt-lmv');
    expect(within(screen.getByRole('group', { name: ar.fields.goldenVisa })).getByRole('radio', { name: ar.ui.options.no })).toBeChecked();
    expect(screen.getByLabelText(ar.fields.password, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(ar.fields.confirmPassword, { selector: 'input' })).toHaveValue('');
  });
});

describe('sign-up: a choice is kept too', () => {
  it('a nationality or licence type chosen last survives the language switch', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSignup();
    await user.selectOptions(screen.getByLabelText('License Type'), 'Heavy Truck');
    await user.selectOptions(screen.getByLabelText('Nationality'), 'Saudi Arabia');
    await waitFor(() => expect(draft('signup')).toMatchObject({ licenseTypeId: 'lt-heavy-truck', nationality: 'Saudi Arabia' }), { timeout: 2000 });
    unmount();
    renderSignup({ locale: 'ar' });
    await waitFor(() => expect(screen.getByLabelText(ar.fields.nationality)).toHaveValue('Saudi Arabia'));
    expect(screen.getByLabelText(ar.fields.licenseType)).toHaveValue('lt-heavy-truck');
  });

  it('but a licence chosen by the link just followed (?vehicleType=) wins over the draft; the rest comes back', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSignup();
    await user.type(screen.getByLabelText('Full Name'), 'Mariam Haddad');
    await user.selectOptions(screen.getByLabelText('License Type'), 'Heavy Truck');
    await waitFor(() => expect(draft('signup')).toMatchObject({ fullName: 'Mariam Haddad', licenseTypeId: 'lt-heavy-truck' }), { timeout: 2000 });
    unmount();
    renderSignup({ query: { vehicleType: 'lt-lmv' } });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Mariam Haddad'));
    expect(screen.getByLabelText('License Type')).toHaveValue('lt-lmv');
  });
});

describe('quick sign-up: a pre-registered student completes the profile (R§2)', () => {
  const profile: SignupFormValues = {
    fullName: 'Fatima Al Mansoori',
    countryCode: '971',
    startingCode: '52',
    number: '1112223',
    email: 'fatima@centre.ae',
    password: '',
    confirmPassword: '',
    licenseTypeId: 'lt-lmv',
    licenseCategory: 'LMV',
    gearType: '',
    gender: 'female',
    dob: '',
    language: '',
    hasResidencyVisa: '',
    hasGoldenVisa: '',
    nationality: '',
    trainingBranchId: '',
    emiratesId: '',
  };

  it('has no password fields; the e-mail and the starting code come locked from the profile', () => {
    renderSignup({ mode: 'quick', initial: profile });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('fatima@centre.ae');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Your e-mail address is set by the centre and cannot be changed here.');
    const code = screen.getByRole('textbox', { name: 'Starting Code' });
    expect(code).toHaveValue('52');
    expect(code).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Starting Code' })).toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Fatima Al Mansoori');
    expect(radio('Gender', 'Female')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeInTheDocument();
  });

  it("offers the sign-up page's Emirates ID panel, not a bare file input (issue 7 #17)", () => {
    renderSignup({ mode: 'quick', initial: profile, locale: 'ar' });
    expect(screen.getByRole('button', { name: ar.eid.open })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('sends the profile without any password and continues to onboarding', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', redirectTo: '/en/signup/onboard' }));
    renderSignup({ mode: 'quick', initial: profile, action });
    fireEvent.change(screen.getByRole('textbox', { name: 'Date of Birth' }), { target: { value: '03/03/1995' } });
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
    await user.click(radio('Residency Visa', 'Yes'));
    await user.click(radio('Golden Visa', 'No'));
    await user.click(radio('Gear Type', 'Manual'));
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    await user.selectOptions(screen.getByLabelText('Training Branch'), 'Al Quoz');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/signup/onboard'));
    expect(sent(action)).toMatchObject({ email: 'fatima@centre.ae', startingCode: '52', number: '1112223', dob: '1995-03-03', gearType: 'manual' });
    expect(sent(action).password ?? '').toBe('');
  });

  it('keeps its own draft', async () => {
    const user = userEvent.setup();
    renderSignup({ mode: 'quick', initial: profile });
    await user.selectOptions(screen.getByLabelText('Nationality'), 'India');
    await waitFor(() => expect(draft('quick-signup')?.nationality).toBe('India'), { timeout: 2000 });
    expect(draft('signup')).toBeUndefined();
  });
});
