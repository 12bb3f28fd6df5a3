import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '@/components/payment/payment-panel';
import * as actions from '@/components/payment/payment-actions';
import { renderWithIntl } from './ui-render';

// The payment step (R§4): the method, 'proceed', the one-tab lock, and only the portal's own callback
// page may report an order back to this window.

jest.mock('@/components/payment/payment-actions', () => ({ initiatePaymentAction: jest.fn(), verifyPaymentAction: jest.fn() }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mocked = actions as unknown as Record<'initiatePaymentAction' | 'verifyPaymentAction', jest.Mock>;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

const post = (origin: string, data: unknown) => act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data })));

describe('the payment step', () => {
  it('sends the method chosen and the amount shown, then opens the gateway frame', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue({ seq: 1, status: 'done', orderId: 'REG-1', paymentUrl: 'about:blank' });
    renderWithIntl(<PaymentPanel payableFils={489950} initialMethod="online" retry={false} />);
    await user.click(screen.getByRole('radio', { name: 'At Firstdrive Center' }));
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    const sent = Object.fromEntries((mocked.initiatePaymentAction.mock.calls[0]![1] as FormData).entries());
    expect(sent).toEqual({ purpose: 'course', items: '', method: 'online', retry: '0', amountFils: '489950' });
    expect(await screen.findByTitle('Secure card payment')).toHaveAttribute('src', 'about:blank');
  });

  it('ignores a report from any other origin, and verifies one from its own callback page', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue({ seq: 1, status: 'done', orderId: 'REG-1', paymentUrl: 'about:blank' });
    mocked.verifyPaymentAction.mockResolvedValue({ ok: false, title: 'Payment failed', text: 'Please try again' });
    renderWithIntl(<PaymentPanel payableFils={1000} initialMethod="online" retry />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await screen.findByTitle('Secure card payment');
    await post('https://evil.example', { type: 'payment-return', ref: 'REG-1' });
    expect(mocked.verifyPaymentAction).not.toHaveBeenCalled();
    await post(window.location.origin, { type: 'payment-return', ref: 'REG-1' });
    await waitFor(() => expect(mocked.verifyPaymentAction).toHaveBeenCalledWith('REG-1'));
    expect(await screen.findByText('Payment failed: Please try again')).toBeInTheDocument();
  });

  it('tells a second tab to close while another handles the payment', async () => {
    const user = userEvent.setup();
    localStorage.setItem('payment-lock', JSON.stringify({ tab: 'another-tab', at: Date.now() }));
    renderWithIntl(<PaymentPanel payableFils={1000} initialMethod="online" retry={false} />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Another tab is already handling this payment. Please close this tab.');
    expect(mocked.initiatePaymentAction).not.toHaveBeenCalled();
  });
});
