import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookAppointmentAction } from '@/app/[lang]/(public)/book-an-appointment/actions';
import { AppointmentForm } from '@/app/[lang]/(public)/book-an-appointment/appointment-form';
import { sendFeedbackAction } from '@/app/[lang]/(public)/customer-feedback/actions';
import { FeedbackForm } from '@/app/[lang]/(public)/customer-feedback/feedback-form';
import { toast } from '@/lib/toast';
import ar from '@/messages/ar.json';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

// Issue 27: the two forms a visitor fills in without an account (D§2), the D§5 phone rule, and D§8's
// failure: 'Try again' on the button and the server's message as a toast, with what was typed kept.

jest.mock('@/app/[lang]/(public)/book-an-appointment/actions', () => ({ bookAppointmentAction: jest.fn() }));
jest.mock('@/app/[lang]/(public)/customer-feedback/actions', () => ({ sendFeedbackAction: jest.fn() }));
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
const book = jest.mocked(bookAppointmentAction);
const feedback = jest.mocked(sendFeedbackAction);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const SLOTS = [
  { value: '2026-12-01T05:00:00.000Z', label: '9:00 AM', free: false },
  { value: '2026-12-01T05:30:00.000Z', label: '9:30 AM', free: true },
];

describe('book an appointment', () => {
  it('sends name, mobile (971 read-only) and the chosen slot, then goes to the thank-you page', async () => {
    const user = userEvent.setup();
    book.mockImplementation(answers({ status: 'done', redirectTo: '/en/book-an-appointment/thank-you?at=x' }));
    renderWithIntl(<AppointmentForm day="2026-12-01" slots={SLOTS} />);
    const times = screen.getByRole('group', { name: 'Time' });
    expect(within(times).getByRole('radio', { name: '9:00 AM' })).toBeDisabled();
    await user.click(within(times).getByRole('radio', { name: '9:30 AM' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Layla Haddad');
    const phone = screen.getByRole('group', { name: 'Mobile number' });
    expect(within(phone).getByRole('textbox', { name: 'Country Code' })).toHaveAttribute('readonly');
    await user.selectOptions(within(phone).getByRole('combobox', { name: 'Starting Code' }), '56');
    await user.type(within(phone).getByRole('textbox', { name: 'Number' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    // the number is cut to 7 digits (D§5)
    expect(sent(book)).toMatchObject({
      name: 'Layla Haddad',
      countryCode: '971',
      startingCode: '56',
      number: '1234567',
      day: '2026-12-01',
      slot: SLOTS[1]!.value,
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/book-an-appointment/thank-you?at=x'));
  });

  it('checks in the browser first: no slot, no name, a short number', async () => {
    const user = userEvent.setup();
    renderWithIntl(<AppointmentForm day="2026-12-01" slots={SLOTS} />);
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Time is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is invalid')).toBeInTheDocument();
    expect(book).not.toHaveBeenCalled();
  });

  it("a refusal shows the server's message as a toast, leaves 'Try again' and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = 'This slot has just been booked, please choose another';
    book.mockImplementation(answers({ status: 'failed', formError: message, errorCode: 'appointment_slot_taken' }));
    renderWithIntl(<AppointmentForm day="2026-12-01" slots={SLOTS} />);
    await user.click(screen.getByRole('radio', { name: '9:30 AM' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Omar Said');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '7654321');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Omar Said');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('7654321');
  });

  it('says when a day has no free time, and cannot be sent', () => {
    renderWithIntl(<AppointmentForm day="2026-12-01" slots={[SLOTS[0]!]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No times are free on this day. Please choose another day.');
    expect(screen.getByRole('button', { name: 'Book appointment' })).toBeDisabled();
  });

  it('reads in Arabic on /ar', () => {
    renderWithIntl(<AppointmentForm day="2026-12-01" slots={SLOTS} />, { locale: 'ar' });
    expect(screen.getByRole('group', { name: ar.appointment.slot })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: ar.appointment.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.appointment.submit })).toBeInTheDocument();
  });
});

describe('customer feedback', () => {
  it('sends the rating, the message and the mobile number', async () => {
    const user = userEvent.setup();
    feedback.mockImplementation(answers({ status: 'done', redirectTo: '/en/customer-feedback-thank-you' }));
    renderWithIntl(<FeedbackForm />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Patient instructor');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(feedback).toHaveBeenCalledTimes(1));
    expect(sent(feedback)).toMatchObject({ rating: '4', message: 'Patient instructor', countryCode: '971', startingCode: '50', number: '1234567' });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/customer-feedback-thank-you'));
  });

  it("a refusal (too many tries) shows the server's message and 'Try again', keeping the message", async () => {
    const user = userEvent.setup();
    const message = 'Too many requests, please try again later';
    feedback.mockImplementation(answers({ status: 'failed', formError: message, errorCode: 'too_many_requests' }));
    renderWithIntl(<FeedbackForm />);
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Late again');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Late again');
  });

  it('needs a rating and a message before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FeedbackForm />);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(feedback).not.toHaveBeenCalled();
  });
});
