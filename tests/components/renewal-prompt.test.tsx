import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenewalPrompt } from '@/components/renewals/renewal-prompt';
import type { Permit } from '@/lib/upstream/schemas/renewals';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

// D§8's renewal prompts on the dashboard (docs/requests.md "Renewals"): an expired document is an alert
// with the renewal request; an expiring one a status; once requested, the day to visit the centre; days
// as DD-MM-YYYY in Dubai, in English and Arabic.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const permit = (over: Partial<Permit>): Permit => ({
  type: 'learningPermit',
  expiresOn: '2026-11-17T00:00:00.000Z',
  status: 'expired',
  daysLeft: -10,
  renewalDate: '2026-11-28T00:00:00.000Z',
  renewedUntil: '2027-05-28T00:00:00.000Z',
  requestedAt: null,
  ...over,
});
const expiring = permit({
  type: 'rtaFile',
  expiresOn: '2026-12-11T00:00:00.000Z',
  status: 'expiring',
  daysLeft: 14,
  renewedUntil: '2027-12-11T00:00:00.000Z',
});

describe('RenewalPrompt', () => {
  it('says nothing while every document is valid', () => {
    const { container } = renderWithIntl(<RenewalPrompt documents={[permit({ status: 'valid', daysLeft: 90 })]} action={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('alerts on an expired permit, offers the renewal and sends which document', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', notice: 'Renewal requested.' }));
    renderWithIntl(<RenewalPrompt documents={[permit({}), expiring]} action={action} />);
    expect(screen.getByRole('heading', { name: 'Renewals' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Your learning permit expired on 17-11-2026. Practical classes and tests cannot be booked until it is renewed at the centre.',
    );
    expect(alert).toHaveTextContent('The centre can renew it on 28-11-2026; it will then be valid until 28-05-2027.');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your RTA file expires on 11-12-2026 (in 14 days).');
    await user.click(within(alert).getByRole('button', { name: 'Request renewal of your learning permit' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(sent(action)).toEqual({ type: 'learningPermit' });
  });

  it('shows the refusal as the form’s line', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', formError: 'This document does not need renewing yet' }));
    renderWithIntl(<RenewalPrompt documents={[expiring]} action={action} />);
    await user.click(screen.getByRole('button', { name: 'Request renewal of your RTA file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This document does not need renewing yet');
  });

  it('once requested, names the day to visit the centre instead of the button', () => {
    renderWithIntl(<RenewalPrompt documents={[permit({ requestedAt: '2026-11-27T08:00:00.000Z' })]} action={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Renewal requested: visit the centre on 28-11-2026 with your Emirates ID. Your learning permit will then be valid until 28-05-2027.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Arabic, with Arabic plurals', () => {
    renderWithIntl(<RenewalPrompt documents={[permit({}), expiring]} action={jest.fn()} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'التجديد' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('انتهت صلاحية تصريح التعلّم في 17-11-2026.');
    expect(screen.getByRole('status')).toHaveTextContent('تنتهي صلاحية الملف المروري في 11-12-2026 (بعد 14 يومًا).');
    expect(screen.getByRole('button', { name: 'طلب تجديد تصريح التعلّم' })).toHaveTextContent('طلب التجديد');
  });
});
