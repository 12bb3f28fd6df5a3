import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { FormState } from '@/lib/forms/form-state';
import { initialPersonalDetailsValues } from '@/components/onboarding/personal-details/form-values';
import type { PersonalDetailsLookups } from '@/components/onboarding/personal-details/options';
import { PersonalDetailsForm } from '@/components/onboarding/personal-details/personal-details-form';
import { toast } from '@/lib/toast';
import ar from '@/messages/ar.json';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

// Onboarding step 1, 'Personal Detail' (R§5), as a learner meets it: labelled questions, the ones
// that appear and disappear with the answers, the UAE licence list, errors in words, the draft kept.

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
// The place search has its own test (address-search.test.tsx); here a typed address stands for a
// picked place, so the form's own rules are what is under test.
jest.mock('@/components/onboarding/address-search', () => {
  const { Field } = jest.requireActual('@/components/ui/field');
  return {
    AddressSearch: ({
      id,
      name,
      label,
      value,
      onChange,
      error,
    }: {
      id: string;
      name: string;
      label: string;
      value: { address: string } | null;
      onChange: (v: unknown) => void;
      error?: string;
    }) => (
      <Field
        id={id}
        name={name}
        label={label}
        error={error}
        value={value?.address ?? ''}
        onChange={(event: { target: { value: string } }) =>
          onChange(event.target.value ? { address: event.target.value, latitude: 25.2, longitude: 55.3 } : null)
        }
      />
    ),
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const lookups: PersonalDetailsLookups = {
  countries: [
    { value: 'India', label: 'India' },
    { value: 'United Arab Emirates', label: 'United Arab Emirates' },
  ],
  emirates: [
    { value: 'em-dubai', label: 'Dubai' },
    { value: 'em-sharjah', label: 'Sharjah' },
  ],
  occupations: [
    { value: 'Engineer', label: 'Engineer' },
    { value: 'Other', label: 'Other' },
  ],
  visaProfessions: [
    { value: 'Pilot', label: 'Pilot' },
    { value: 'Cabin Crew', label: 'Cabin Crew' },
    { value: 'Engineer', label: 'Engineer' },
    { value: 'Other', label: 'Other' },
  ],
  licenceTypes: [
    { value: 'lt-lmv', label: 'Light Motor Vehicle' },
    { value: 'lt-motorcycle', label: 'Motorcycle' },
  ],
  failed: false,
};

type Action = jest.Mock<Promise<FormState>, [FormState, (FormData | Record<string, string>)?]>;

function renderForm({
  gender = 'male',
  gearType = 'automatic',
  locale = 'en',
  action = jest.fn(answers({ status: 'done', redirectTo: '/en/signup/onboard' })) as Action,
}: { gender?: 'male' | 'female'; gearType?: string; locale?: 'en' | 'ar'; action?: Action } = {}) {
  const profile = { gender, nationality: 'India', studentDetails: { requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV', gearType } };
  const initial = initialPersonalDetailsValues(profile, lookups);
  const view = renderWithIntl(<PersonalDetailsForm action={action} initial={initial} lookups={lookups} lang={locale} today="2025-07-15" />, {
    locale,
  });
  return { ...view, action };
}

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save and continue' }));
const Q = {
  hasLicense: 'Do you already have a driving license?',
  cabinCrew: 'Do you work as cabin crew or a pilot?',
  uae: 'Do you hold a UAE driving license?',
  noc: 'Do you have a No Objection Certificate (NOC)?',
  golden: 'Would you like to apply for the Golden Opportunity?',
  newCategory: 'Would you like to add a new category to your UAE license?',
};

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('Address'), 'Al Quoz 1, Dubai');
  await user.selectOptions(screen.getByLabelText('Occupation'), 'Engineer');
  await user.selectOptions(screen.getByLabelText('Visa Profession'), 'Engineer');
  await user.click(radio(Q.uae, 'No'));
  await user.click(radio(Q.hasLicense, 'No'));
}

describe('personal details: what the learner sees', () => {
  it('labels every control and prefills the nationality from the profile', () => {
    renderForm();
    for (const label of ['Nationality', 'Address', 'Occupation', 'Visa Profession']) {
      expect(screen.getByLabelText(label, { selector: 'input, select' })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nationality')).toHaveValue('India');
    for (const name of [Q.uae, Q.hasLicense]) expect(group(name)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: Q.noc })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Emirate')).not.toBeInTheDocument();
  });

  it('is in Arabic on /ar', () => {
    renderForm({ locale: 'ar' });
    expect(screen.getByLabelText(ar.fields.address)).toBeInTheDocument();
    expect(screen.getByLabelText(ar.fields.occupation)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: ar.personalDetails.questions.hasLicense })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.personalDetails.submit })).toBeInTheDocument();
  });

  it('shows "{field} is required" on each missing answer, announced, and sends nothing', async () => {
    const user = userEvent.setup();
    const { action } = renderForm();
    await submit(user);
    for (const text of ['Address is required', 'Occupation is required', 'Visa Profession is required', 'Driving License is required']) {
      expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    }
    expect(screen.getByLabelText('Occupation')).toHaveAccessibleDescription('Occupation is required');
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });
});

describe('questions that come and go (R§5)', () => {
  it('asks for the profession under Other, and the cabin-crew question for pilots and cabin crew', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('group', { name: Q.cabinCrew })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Visa Profession'), 'Pilot');
    expect(group(Q.cabinCrew)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Visa Profession'), 'Other');
    expect(screen.queryByRole('group', { name: Q.cabinCrew })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Other Profession'), 'Cabin Crew');
    expect(group(Q.cabinCrew)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Other Profession'));
    await user.type(screen.getByLabelText('Other Profession'), 'Chef 1');
    await submit(user);
    expect(await screen.findByText('Invalid Other Profession')).toBeInTheDocument();
  });

  it('asks the emirate of UAE nationals, and the NOC of female learners only', async () => {
    const user = userEvent.setup();
    renderForm({ gender: 'female' });
    expect(group(Q.noc)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Nationality'), 'United Arab Emirates');
    expect(screen.getByLabelText('Emirate')).toBeInTheDocument();
  });

  it('asks licence details after Yes, the emirate for a UAE licence, golden opportunity once a country is set; No resets it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(radio(Q.hasLicense, 'Yes'));
    expect(screen.getByRole('textbox', { name: 'License Issue Date' })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.queryByRole('group', { name: Q.golden })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('License Issuing Country'), 'United Arab Emirates');
    expect(screen.getByLabelText('License Emirate')).toBeInTheDocument();
    await user.click(radio(Q.golden, 'Yes'));
    await user.click(radio(Q.hasLicense, 'No'));
    expect(screen.queryByLabelText('License Issuing Country')).not.toBeInTheDocument();
    await user.click(radio(Q.hasLicense, 'Yes'));
    expect(radio(Q.golden, 'No')).toBeChecked();
  });

  it('refuses an issue date in the future and one after the expiry date, in words', async () => {
    const user = userEvent.setup();
    const { action } = renderForm();
    await fillRequired(user);
    await user.click(radio(Q.hasLicense, 'Yes'));
    await user.selectOptions(screen.getByLabelText('License Issuing Country'), 'India');
    // The browser's check runs on the real clock: next year is in the future whenever this runs.
    fireEvent.change(screen.getByRole('textbox', { name: 'License Issue Date' }), { target: { value: `01/01/${new Date().getFullYear() + 1}` } });
    fireEvent.change(screen.getByRole('textbox', { name: 'License Expiry Date' }), { target: { value: '01/01/2020' } });
    await submit(user);
    expect(await screen.findByText('License Issue Date cannot be in the future')).toHaveAttribute('role', 'alert');
    fireEvent.change(screen.getByRole('textbox', { name: 'License Issue Date' }), { target: { value: '02/01/2020' } });
    expect(await screen.findByText('Issue date cannot be after the expiry date')).toBeInTheDocument();
    expect(screen.getByText('Expiry date cannot be before the issue date')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });
});

describe('the UAE licence list (R§5)', () => {
  it('starts with one entry that cannot be removed; Add gives a removable second one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(radio(Q.uae, 'Yes'));
    expect(group('UAE license 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another UAE license' }));
    expect(within(group('UAE license 2')).getByLabelText('License Type')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove UAE license 2' }));
    expect(screen.queryByRole('group', { name: 'UAE license 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another UAE license' })).toHaveFocus();
  });

  it('says to add one, then to correct the details, with each entry’s own problem', async () => {
    const user = userEvent.setup();
    const { action } = renderForm();
    await fillRequired(user);
    await user.click(radio(Q.uae, 'Yes'));
    await submit(user);
    expect(await screen.findByText('Please add at least one UAE license')).toHaveAttribute('role', 'alert');
    const first = within(group('UAE license 1'));
    await user.selectOptions(first.getByLabelText('License Type'), 'Motorcycle');
    expect(await screen.findByText('Please correct UAE license details')).toBeInTheDocument();
    expect(first.getByText('Emirate is required')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('a UAE licence of the registered type answers the has-licence question; manual learners are offered a new category', async () => {
    const user = userEvent.setup();
    renderForm({ gearType: 'manual' });
    await user.click(radio(Q.uae, 'Yes'));
    const first = within(group('UAE license 1'));
    await user.selectOptions(first.getByLabelText('License Type'), 'Light Motor Vehicle');
    expect(screen.queryByRole('group', { name: Q.hasLicense })).not.toBeInTheDocument();
    expect(screen.getByText(/counts as your driving license/)).toBeInTheDocument();
    expect(group(Q.newCategory)).toBeInTheDocument();
  });
});

describe('sending and answers', () => {
  it('sends what was typed (the list as text, the place’s coordinates) and goes on to the next step', async () => {
    const user = userEvent.setup();
    const { action } = renderForm();
    await fillRequired(user);
    await user.click(radio(Q.uae, 'Yes'));
    const first = within(group('UAE license 1'));
    await user.selectOptions(first.getByLabelText('License Type'), 'Motorcycle');
    await user.selectOptions(first.getByLabelText('Emirate'), 'Dubai');
    fireEvent.change(first.getByRole('textbox', { name: 'Issue Date' }), { target: { value: '01/03/2019' } });
    fireEvent.change(first.getByRole('textbox', { name: 'Expiry Date' }), { target: { value: '01/03/2029' } });
    await submit(user);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const values = sent(action);
    expect(values).toMatchObject({
      address: 'Al Quoz 1, Dubai',
      latitude: '25.2',
      longitude: '55.3',
      occupation: 'Engineer',
      hasLicense: 'no',
      hasUAELicense: 'yes',
    });
    expect(JSON.parse(values.uaeLicences ?? '')).toEqual([
      { licenseTypeId: 'lt-motorcycle', licenseEmirate: 'em-dubai', licenseIssueDate: '2019-03-01', licenseExpiryDate: '2029-03-01' },
    ]);
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/signup/onboard'));
  });

  it('shows the server’s refusal: a field’s under the field, the stage closed as the form’s line', async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers(
        { status: 'failed', fieldErrors: { occupation: 'Invalid Occupation' } },
        { status: 'failed', errorCode: 'stage_closed', formError: 'Personal details can no longer be changed' },
      ),
    ) as Action;
    renderForm({ action });
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByText('Invalid Occupation')).toHaveAttribute('role', 'alert');
    await user.selectOptions(screen.getByLabelText('Occupation'), 'Other');
    await submit(user);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Personal details can no longer be changed'));
    expect(jest.mocked(toast).error).toHaveBeenCalledWith('Personal details can no longer be changed');
  });

  it('keeps what was typed across a reload (the draft)', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.selectOptions(screen.getByLabelText('Occupation'), 'Engineer');
    await user.click(radio(Q.uae, 'Yes'));
    await user.selectOptions(within(group('UAE license 1')).getByLabelText('License Type'), 'Motorcycle');
    first.unmount();
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Occupation')).toHaveValue('Engineer'));
    expect(within(group('UAE license 1')).getByLabelText('License Type')).toHaveValue('lt-motorcycle');
  });
});
