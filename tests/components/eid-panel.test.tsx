import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { appError } from '@/lib/errors/app-error';
import { EARLY_INPUT_JS } from '@/lib/hydration/early-input';
import { toast } from '@/lib/toast';
import ar from '@/messages/ar.json';
import { answers } from './form-answers';
import { answer, mockPost, refuse } from './mock-api-client';
import { fillValid, installDialogPolyfill, radio, renderSignup } from './signup-support';

// The Emirates ID panel (R§4) and its failures (R§8, issue 7 #10): an unreadable card is its own
// toast and closes the panel keeping what was typed; any other failure is 'Error Reading EID' with
// the reason, and clears name, date of birth, nationality and gender.

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mockToast = jest.mocked(toast);

const AISHA = { name: 'Aisha Rahman', dob: '1990-01-01', nationality: 'India', gender: 'F', eidNumber: '784-1990-1234567-6' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'eid.png', { type: 'image/png' });
const UNREADABLE = "Invalid Id, Id can't be read, please try again";

beforeAll(installDialogPolyfill);
beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

async function openUpload(user: UserEvent, name = 'Upload Emirates ID') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

async function upload(user: UserEvent, file: File, { open = 'Upload Emirates ID', input = 'Upload from computer' } = {}) {
  const dialog = await openUpload(user, open);
  await user.upload(within(dialog).getByLabelText(input), file);
}

/** What the learner typed before reaching for the card. */
async function typeOwnDetails(user: UserEvent) {
  await user.type(screen.getByLabelText('Full Name'), 'Someone Else');
  fireEvent.change(screen.getByRole('textbox', { name: 'Date of Birth' }), { target: { value: '05/05/1985' } });
  await user.selectOptions(screen.getByLabelText('Nationality'), 'Saudi Arabia');
  await user.click(radio('Gender', 'Female'));
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Emirates ID panel (R§4)', () => {
  it('opens once the page is live when its button was tapped before (the inline early-input script kept the tap)', async () => {
    // The server's HTML before hydration: the script from <head>, the button React has not reached yet.
    new Function(EARLY_INPUT_JS)();
    const early = document.createElement('button');
    early.dataset.earlyTap = 'eid';
    document.body.append(early);
    early.click();
    early.remove();
    renderSignup();
    expect(await screen.findByRole('dialog', { name: 'Upload Emirates ID' })).toBeInTheDocument();
    delete window.__earlyTaps;
  });

  it('offers upload from computer only: scanning is not available yet', async () => {
    const user = userEvent.setup();
    renderSignup();
    const dialog = await openUpload(user);
    expect(within(dialog).getByRole('button', { name: 'Scan Emirates ID' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Upload from computer')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByLabelText('Upload from computer')).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');
  });

  it("refuses anything but jpeg, jpg or png with 'Use an image file', without sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSignup();
    await upload(user, new File(['GIF89a'], 'eid.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Use an image file')).toHaveAttribute('role', 'alert');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    const user = userEvent.setup();
    renderSignup();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'eid.jpg', { type: 'image/jpeg' });
    await upload(user, big);
    expect(await screen.findByText('The image is larger than 5 MB')).toHaveAttribute('role', 'alert');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it("'Proceed' fills the form from 'Details from EID'", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(answer({ statusCode: 200, data: AISHA }));
    renderSignup();
    await upload(user, png());
    const details = await screen.findByRole('dialog', { name: 'Details from EID' });
    for (const text of ['Aisha Rahman', 'Female', '01/01/1990', 'India', '784-1990-1234567-6'])
      expect(within(details).getByText(text)).toBeInTheDocument();
    expect(within(details).getByText('784-1990-1234567-6')).toHaveAttribute('dir', 'ltr');
    const [path, options] = mockPost.mock.calls[0] as [string, { body: FormData }];
    expect(path).toBe('eid/read');
    expect((options.body.get('uploadFile') as File).name).toBe('eid.png');

    await user.click(within(details).getByRole('button', { name: 'Proceed' }));
    await dialogGone();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Aisha Rahman');
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('01/01/1990');
    expect(screen.getByLabelText('Nationality')).toHaveValue('India');
    expect(radio('Gender', 'Female')).toBeChecked();
    expect(screen.getByText(/Details from Emirates ID/)).toHaveTextContent('Details from Emirates ID 784-1990-1234567-6 were added to the form.');
  });

  it('a UAE card also sets the residency visa answer to No', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(answer({ statusCode: 200, data: { ...AISHA, nationality: 'United Arab Emirates', gender: 'M' } }));
    renderSignup();
    await upload(user, png());
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(screen.getByLabelText('Nationality')).toHaveValue('United Arab Emirates');
    expect(radio('Residency Visa', 'No')).toBeChecked();
    expect(radio('Gender', 'Male')).toBeChecked();
  });

  it("'Cancel' clears name, date of birth, nationality and gender", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(answer({ statusCode: 200, data: AISHA }));
    renderSignup();
    await typeOwnDetails(user);
    await upload(user, png());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('');
    expect(screen.getByLabelText('Nationality')).toHaveValue('');
    expect(radio('Gender', 'Male')).not.toBeChecked();
    expect(radio('Gender', 'Female')).not.toBeChecked();
  });
});

describe('when the card cannot be read (R§8, issue 7 #10)', () => {
  it('an unreadable ID is its own toast; the panel closes and what was typed stays', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(refuse(appError('id_unreadable')));
    renderSignup();
    await typeOwnDetails(user);
    await upload(user, png());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(UNREADABLE));
    expect(mockToast.error).toHaveBeenCalledTimes(1);
    expect(mockToast.error).not.toHaveBeenCalledWith('Error Reading EID', expect.anything());
    await dialogGone();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Someone Else');
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('05/05/1985');
    expect(screen.getByLabelText('Nationality')).toHaveValue('Saudi Arabia');
    expect(radio('Gender', 'Female')).toBeChecked();
  });

  it('a card with nothing readable on it reads the same, and clears nothing', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(answer({ statusCode: 200, data: { name: '', dob: '', nationality: '', gender: '', eidNumber: '' } }));
    renderSignup();
    await typeOwnDetails(user);
    await upload(user, png());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(UNREADABLE));
    await dialogGone();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Someone Else');
  });

  it.each([
    ['the reader is busy', appError('id_reader_busy'), 'The ID reader is busy, please try again'],
    ['the API failed', appError('internal'), 'Internal Server Error'],
    ['the service is down', appError('service_unavailable'), 'The service is unavailable right now. Please try again in a moment.'],
    ['another backend’s prefixed text', { status: 400, code: 'odd', message: '2 UNKNOWN: Card expired' }, 'Card expired'],
  ])("%s: 'Error Reading EID' with the reason; the card's fields are cleared", async (_name, error, reason) => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(refuse(error));
    renderSignup();
    await typeOwnDetails(user);
    await user.type(screen.getByLabelText('Email'), 'kept@example.com');
    await upload(user, png());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Error Reading EID', { description: reason }));
    await dialogGone();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('');
    expect(screen.getByLabelText('Nationality')).toHaveValue('');
    expect(radio('Gender', 'Female')).not.toBeChecked();
    // Only the card's fields go.
    expect(screen.getByLabelText('Email')).toHaveValue('kept@example.com');
  });

  it('the server refusing the file keeps the panel open on the upload, saying why', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(refuse(appError('file_too_large')));
    renderSignup();
    await upload(user, png());
    expect(await screen.findByText('File is too large (max 5 MB)')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog', { name: 'Upload Emirates ID' })).toBeInTheDocument();
    expect(mockToast.error).not.toHaveBeenCalled();
  });

  it('says all of it in Arabic on /ar', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValueOnce(refuse(appError('id_unreadable'))).mockReturnValueOnce(refuse(appError('id_reader_busy')));
    renderSignup({ locale: 'ar' });
    await upload(user, png(), { open: ar.eid.open, input: ar.eid.upload });
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(ar.eid.unreadable));
    await dialogGone();
    await upload(user, png(), { open: ar.eid.open, input: ar.eid.upload });
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(ar.eid.errorReading, { description: ar.errors.upload.id_reader_busy }));
  });
});

describe('a card the centre already knows (R§8)', () => {
  it("'Emirates Id already exists' forgets the card; the other details stay", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(answer({ statusCode: 200, data: AISHA }));
    const action = jest.fn(answers({ status: 'failed', errorCode: 'emirates_id_taken', formError: 'Emirates Id already exists' }));
    renderSignup({ action });
    await upload(user, png());
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(screen.getByText(/Details from Emirates ID/)).toBeInTheDocument();

    await fillValid(user, { card: false });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Emirates Id already exists'));
    expect((action.mock.calls[0]?.[1] as Record<string, string>).emiratesId).toBe('784-1990-1234567-6');
    expect(screen.queryByText(/Details from Emirates ID/)).not.toBeInTheDocument();
    expect(screen.getByText(/Upload a photo of the front of your Emirates ID/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Aisha Rahman');
  });
});
