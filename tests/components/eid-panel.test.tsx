import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fail, fillValid, installDialogPolyfill, radio, renderSignup, respond } from './signup-support';
import { mockPost } from './mock-api-client';

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mockToast = jest.mocked(toast);

const AISHA = { name: 'Aisha Rahman', dob: '1990-01-01', nationality: 'India', gender: 'F', eidNumber: '784-1990-1234567-6' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'eid.png', { type: 'image/png' });

beforeAll(installDialogPolyfill);
beforeEach(() => jest.clearAllMocks());

async function openUpload(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Upload Emirates ID' }));
  return screen.findByRole('dialog', { name: 'Upload Emirates ID' });
}

async function upload(user: UserEvent, file: File) {
  const dialog = await openUpload(user);
  // The file input sits inside its 'Upload from computer' label.
  await user.upload(within(dialog).getByLabelText('Upload from computer'), file);
}

describe('Emirates ID panel (R§4)', () => {
  it('offers upload from computer only: the scan button is disabled', async () => {
    const user = userEvent.setup();
    renderSignup();
    const dialog = await openUpload(user);
    expect(within(dialog).getByRole('button', { name: 'Scan Emirates ID' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Upload from computer')).toHaveAttribute('type', 'file');
  });

  it("refuses anything but jpeg, jpg or png with 'Use an image file'", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSignup();
    await upload(user, new File(['GIF89a'], 'eid.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Use an image file')).toHaveAttribute('role', 'alert');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it("Proceed fills the form from 'Details from EID'", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: AISHA }));
    renderSignup();
    await upload(user, png());
    const details = await screen.findByRole('dialog', { name: 'Details from EID' });
    expect(within(details).getByText('Aisha Rahman')).toBeInTheDocument();
    expect(within(details).getByText('Female')).toBeInTheDocument();
    expect(within(details).getByText('01/01/1990')).toBeInTheDocument();
    expect(within(details).getByText('India')).toBeInTheDocument();
    expect(within(details).getByText('784-1990-1234567-6')).toBeInTheDocument();
    expect(within(details).getByText('If any of these details is wrong, you can correct it manually in the form.')).toBeInTheDocument();
    const [path, options] = mockPost.mock.calls[0] as [string, { body: FormData }];
    expect(path).toBe('eid/read');
    expect(options.body.get('uploadFile')).toBeInstanceOf(File);

    await user.click(within(details).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Aisha Rahman');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-01-01');
    expect(screen.getByLabelText('Nationality')).toHaveValue('India');
    expect(radio('Gender', 'Female')).toBeChecked();
    expect(screen.getByText(/Details from Emirates ID/)).toHaveTextContent('Details from Emirates ID 784-1990-1234567-6 were added to the form.');
  });

  it('a UAE card also sets the residency visa answer to No', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: { ...AISHA, nationality: 'United Arab Emirates', gender: 'M' } }));
    renderSignup();
    await upload(user, png());
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(screen.getByLabelText('Nationality')).toHaveValue('United Arab Emirates');
    expect(radio('Residency Visa', 'No')).toBeChecked();
    expect(radio('Gender', 'Male')).toBeChecked();
  });

  it('Cancel clears name, date of birth, nationality and gender', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: AISHA }));
    renderSignup();
    await user.type(screen.getByLabelText('Full Name'), 'Someone Else');
    await user.selectOptions(screen.getByLabelText('Nationality'), 'Saudi Arabia');
    await upload(user, png());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Nationality')).toHaveValue('');
    expect(radio('Gender', 'Male')).not.toBeChecked();
    expect(radio('Gender', 'Female')).not.toBeChecked();
  });

  it("a failed read toasts 'Error Reading EID', closes and clears the card's fields", async () => {
    const user = userEvent.setup();
    const message = "Invalid Id, Id can't be read, please try again";
    mockPost.mockReturnValue(fail(new ApiError(422, { statusCode: 422, message })));
    renderSignup();
    await user.type(screen.getByLabelText('Full Name'), 'Someone Else');
    await upload(user, png());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Error Reading EID', { description: message }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("a card with nothing readable toasts 'Invalid Id…' and closes", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: { name: '', dob: '', nationality: '', gender: '', eidNumber: '' } }));
    renderSignup();
    await upload(user, png());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith("Invalid Id, Id can't be read, please try again"));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Emirates Id already exists' on sign-up forgets the card", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValueOnce(respond({ statusCode: 200, data: AISHA }));
    renderSignup();
    await upload(user, png());
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(screen.getByText(/Details from Emirates ID/)).toBeInTheDocument();

    mockPost.mockReturnValueOnce(
      fail(new ApiError(409, { statusCode: 409, message: 'Emirates Id already exists', errors: { emiratesId: 'Emirates Id already exists' } })),
    );
    await fillValid(user, { card: false });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(mockToast.errors).toHaveBeenCalledWith(['Emirates Id already exists']));
    expect(mockPost).toHaveBeenCalledTimes(2);
    expect((mockPost.mock.calls[1] as [string, { json: { emiratesId: string } }])[1].json.emiratesId).toBe('784-1990-1234567-6');
    // The card is forgotten: the panel offers an upload again, the other details stay.
    expect(screen.queryByText(/Details from Emirates ID/)).not.toBeInTheDocument();
    expect(screen.getByText(/Upload a photo of the front of your Emirates ID/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Aisha Rahman');
  });
});
