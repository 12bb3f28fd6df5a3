import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdditionalFees } from '@/components/payment/additional-fees';
import { EliteAddons } from '@/components/payment/elite-addons';
import * as actions from '@/lib/payments/actions';
import type { AdditionalFee, EliteAddon } from '@/lib/upstream/payments';
import { renderWithIntl } from './ui-render';

// Additional fees and elite add-ons on the dashboard (R§3, R§4): what is chosen, the total a person
// reads, what is sent to pay, and two payment panels on one page each answering for its own order.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/payments/actions', () => ({ initiatePaymentAction: jest.fn(), verifyPaymentAction: jest.fn() }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mocked = actions as unknown as Record<'initiatePaymentAction' | 'verifyPaymentAction', jest.Mock>;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

const fee = (over: Partial<AdditionalFee>): AdditionalFee => ({
  _id: 'fee-1',
  code: 'CTR-PARKING',
  name: { en: 'Parking practice', ar: 'تدريب المواقف' },
  quantity: 1,
  payee: 'centre',
  priceFils: 9500,
  taxFils: 475,
  totalFils: 9975,
  status: 'due',
  createdAt: '2026-11-20T08:00:00.000Z',
  paidAt: null,
  ...over,
});
const FEES = [
  fee({ _id: 'fee-parking', quantity: 2, priceFils: 19000, taxFils: 950, totalFils: 19950 }),
  fee({
    _id: 'fee-weekend',
    code: 'RTA-TEST-FRI-SAT',
    name: { en: 'Friday/Saturday RTA test', ar: 'اختبار الهيئة يوم الجمعة أو السبت' },
    payee: 'rta',
    priceFils: 25000,
    taxFils: 0,
    totalFils: 25000,
  }),
  fee({ _id: 'fee-old', status: 'paid', paidAt: '2026-11-01T08:00:00.000Z' }),
];
const addon = (id: string, en: string, totalFils: number, purchased = false): EliteAddon => ({
  _id: id,
  name: { en, ar: en },
  description: { en: `${en} description`, ar: `${en} وصف` },
  amount: { centreFils: totalFils - Math.round(totalFils / 21), vatFils: Math.round(totalFils / 21), rtaFils: 0, totalFils },
  purchased,
});
const ADDONS = [
  addon('addon-pickup', 'Pick-up and drop-off', 31500),
  addon('addon-simulator', 'Simulator pack', 25200),
  addon('addon-mock', 'Mock road test', 18375, true),
];

const sent = (call = 0) => mocked.initiatePaymentAction.mock.calls[call]![1] as Record<string, string>;

describe('additional fees', () => {
  it('starts with every due fee chosen, totals what is chosen, and pays exactly those', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue({ seq: 1, status: 'done', orderId: 'ADD-1', paymentUrl: 'about:blank' });
    renderWithIntl(<AdditionalFees fees={FEES} lang="en" />);
    expect(screen.getByRole('checkbox', { name: /Parking practice × 2/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Friday\/Saturday RTA test/ })).toBeChecked();
    expect(screen.getByText('Total of the chosen items').parentElement).toHaveTextContent('AED 449.50');
    await user.click(screen.getByRole('checkbox', { name: /Parking practice × 2/ }));
    expect(screen.getByText('Total of the chosen items').parentElement).toHaveTextContent('AED 250.00');
    // no way to pay at the centre here: online only
    expect(screen.queryByRole('radio', { name: 'At Firstdrive Center' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(sent()).toEqual({ purpose: 'additional', items: 'fee-weekend', method: 'online', retry: '0', amountFils: '25000' });
    expect(screen.getByRole('list', { name: 'Paid fees' })).toHaveTextContent('Paid: Parking practice');
  });

  it('shows a fee’s details with its code lower-cased, and cannot pay nothing', async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdditionalFees fees={FEES.slice(1, 2)} lang="en" />);
    await user.click(screen.getByText('Fee details'));
    expect(screen.getByText('rta-test-fri-sat')).toBeVisible();
    expect(screen.getByText('RTA fee (no VAT)')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Friday\/Saturday RTA test/ }));
    expect(screen.getByRole('button', { name: 'Proceed to pay' })).toBeDisabled();
  });

  it('says so when nothing is due, in Arabic too', () => {
    renderWithIntl(<AdditionalFees fees={[]} lang="ar" />, { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('لا توجد رسوم إضافية مستحقة.');
  });
});

describe('elite add-ons', () => {
  it('chooses the first on load, toggles by id, sums the chosen, and lists the bought ones apart', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue({ seq: 1, status: 'done', orderId: 'ELT-1', paymentUrl: 'about:blank' });
    renderWithIntl(<EliteAddons addons={ADDONS} lang="en" />);
    expect(screen.getByRole('checkbox', { name: /Pick-up and drop-off/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Simulator pack/ })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Mock road test/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your add-ons' })).toHaveTextContent('Purchased: Mock road test');
    await user.click(screen.getByRole('checkbox', { name: /Simulator pack/ }));
    expect(screen.getByText('Total of the chosen items').parentElement).toHaveTextContent('AED 567.00');
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(sent()).toEqual({ purpose: 'elite', items: 'addon-pickup,addon-simulator', method: 'online', retry: '0', amountFils: '56700' });
  });
});

describe('two payment panels on one page', () => {
  it('each verifies only the order it opened', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue({ seq: 1, status: 'done', orderId: 'ADD-9', paymentUrl: 'about:blank' });
    mocked.verifyPaymentAction.mockResolvedValue({
      seq: 1,
      status: 'done',
      verify: { ok: false, title: 'Payment Failed', text: 'Please try again' },
    });
    renderWithIntl(
      <>
        <AdditionalFees fees={FEES} lang="en" />
        <EliteAddons addons={ADDONS} lang="en" />
      </>,
    );
    const fees = screen.getByRole('region', { name: 'Pay additional fees' });
    await user.click(within(fees).getByRole('button', { name: 'Proceed to pay' }));
    await within(fees).findByTitle('Secure card payment');
    await act(
      () =>
        void window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'payment-return', ref: 'ADD-9' } })),
    );
    await waitFor(() => expect(mocked.verifyPaymentAction).toHaveBeenCalledTimes(1));
    expect(mocked.verifyPaymentAction).toHaveBeenCalledWith(expect.anything(), { orderId: 'ADD-9' });
  });
});
