import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { PlanEditor } from '@/components/onboarding/plan-editor';
import { WizardProgressProvider } from '@/components/onboarding/wizard-progress';
import { WizardStepList } from '@/components/onboarding/wizard-step-list';
import * as actions from '@/lib/payments/actions';
import * as steps from '@/lib/onboarding/actions';
import { course, n } from './student-course';
import { renderWithIntl } from './ui-render';

// The payment step (R§4): the method, 'proceed', the one-tab lock, a declined card, and only the
// portal's own callback page may report an order back to this window.

jest.mock('@/lib/payments/actions', () => ({ initiatePaymentAction: jest.fn(), verifyPaymentAction: jest.fn() }));
jest.mock('@/lib/onboarding/actions', () => ({
  changePlanAction: jest.fn(),
  applyPromotionAction: jest.fn(),
  removePromotionAction: jest.fn(),
  applyReferralAction: jest.fn(),
  removeReferralAction: jest.fn(),
  chooseCourseAction: jest.fn(),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mocked = actions as unknown as Record<'initiatePaymentAction' | 'verifyPaymentAction', jest.Mock>;
const mockSteps = steps as unknown as Record<'applyPromotionAction', jest.Mock>;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const post = (origin: string, data: unknown) => act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data })));
const sentOf = (call: number) => mocked.initiatePaymentAction.mock.calls[call]![1] as Record<string, string>;
// each answer counts on from the one before, as runFormAction's do
const opened = (orderId: string, seq = 1) => ({ seq, status: 'done', orderId, paymentUrl: 'about:blank' });
const order = {
  courseType: 'R',
  milestones: ['m1', 'm2'],
  amountFils: 489950,
  promotionId: 'promo-welcome10',
  referralCode: 'FRIEND150',
  referralAmountFils: 15000,
  lumpsum: false,
};

describe('the payment step', () => {
  it('sends the method chosen and the course as shown (R§3), then opens the gateway frame', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue(opened('REG-1'));
    renderWithIntl(<PaymentPanel payableFils={464950} order={order} initialMethod="online" retry={false} />);
    await user.click(screen.getByRole('radio', { name: 'At Firstdrive Center' }));
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(sentOf(0)).toEqual({
      purpose: 'course',
      items: '',
      method: 'online',
      retry: '0',
      courseType: 'R',
      milestones: 'm1,m2',
      amountFils: '489950',
      promotionId: 'promo-welcome10',
      referralCode: 'FRIEND150',
      referralAmountFils: '15000',
      lumpsum: '0',
    });
    expect(await screen.findByTitle('Secure card payment')).toHaveAttribute('src', 'about:blank');
  });

  it('ignores a report from any other origin, and verifies one from its own callback page', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue(opened('REG-1'));
    mocked.verifyPaymentAction.mockResolvedValue({
      seq: 1,
      status: 'done',
      verify: { ok: false, title: 'Payment failed', text: 'Please try again' },
    });
    renderWithIntl(<PaymentPanel payableFils={1000} order={order} initialMethod="online" retry />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await screen.findByTitle('Secure card payment');
    await post('https://evil.example', { type: 'payment-return', ref: 'REG-1' });
    expect(mocked.verifyPaymentAction).not.toHaveBeenCalled();
    await post(window.location.origin, { type: 'payment-return', ref: 'REG-1' });
    await waitFor(() => expect(mocked.verifyPaymentAction).toHaveBeenCalledWith(expect.anything(), { orderId: 'REG-1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failedPlease try again');
  });
  it('a success closes the frame with the answer, then goes on to the thank-you page', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue(opened('REG-1'));
    mocked.verifyPaymentAction.mockResolvedValue({
      seq: 1,
      status: 'done',
      verify: {
        ok: true,
        title: 'Payment Success',
        text: 'Payment completed successfully',
        redirectTo: '/en/signup/thank-you',
      },
    });
    renderWithIntl(<PaymentPanel payableFils={1000} order={order} initialMethod="online" retry={false} />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await screen.findByTitle('Secure card payment');
    await post(window.location.origin, { type: 'payment-return', ref: 'REG-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment Success: Payment completed successfully');
    expect(screen.queryByTitle('Secure card payment')).not.toBeInTheDocument();
    expect(localStorage.getItem('payment-lock')).toBeNull();
  });
});

describe('verifying on the one form pattern (issue 22)', () => {
  // the panel opens the frame, and the portal's callback page inside it reports the order back
  const frameReports = async (orderId: string) => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue(opened(orderId));
    renderWithIntl(<PaymentPanel payableFils={1000} order={order} initialMethod="online" retry />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await screen.findByTitle('Secure card payment');
    await post(window.location.origin, { type: 'payment-return', ref: orderId });
  };
  const toasts = () => (jest.requireMock('@/lib/toast') as { toast: Record<'error', jest.Mock> }).toast.error;

  it('an order that cannot be read: one titled toast, and the same words on screen', async () => {
    mocked.verifyPaymentAction.mockResolvedValue({
      seq: 1,
      status: 'failed',
      errorCode: 'service_unavailable',
      formError: 'Error',
      toastDetail: 'Something went wrong! Please try again',
    });
    await frameReports('REG-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorSomething went wrong! Please try again');
    expect(toasts()).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveBeenCalledWith('Error', { description: 'Something went wrong! Please try again' });
  });

  it('no answer at all: the service is unavailable, and the frame closes', async () => {
    mocked.verifyPaymentAction.mockRejectedValue(new Error('dropped'));
    await frameReports('REG-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable right now. Please try again in a moment.');
    expect(screen.queryByTitle('Secure card payment')).not.toBeInTheDocument();
    expect(toasts()).toHaveBeenCalledTimes(1);
  });
});

describe('the stepper while paying (issue 22)', () => {
  it("shows 'Complete Payment' as the current step while the frame is open, and the plan again after a failure", async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue(opened('REG-1'));
    mocked.verifyPaymentAction.mockResolvedValue({
      seq: 1,
      status: 'done',
      verify: { ok: false, title: 'Payment failed', text: 'Please try again' },
    });
    const texts = {
      numbers: ['Step 1', 'Step 2', 'Step 3', 'Step 4'],
      names: ['Personal Detail', 'Course Type', 'Choose Payment Plan', 'Complete Payment'],
      states: { done: '(done)', current: '(current step)', next: '(to do)' },
    };
    renderWithIntl(
      <WizardProgressProvider>
        <WizardStepList step={2} label="Steps" texts={texts} />
        <PlanEditor initial={course()} promotions={[]} lang="en" />
      </WizardProgressProvider>,
    );
    const current = () =>
      within(screen.getByRole('list', { name: 'Steps' }))
        .getAllByRole('listitem')
        .find((li) => li.getAttribute('aria-current') === 'step');
    expect(current()).toHaveTextContent('Choose Payment Plan');
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    await screen.findByTitle('Secure card payment');
    expect(current()).toHaveTextContent('Complete Payment');
    await post(window.location.origin, { type: 'payment-return', ref: 'REG-1' });
    await screen.findByRole('alert');
    expect(current()).toHaveTextContent('Choose Payment Plan');
  });
});

describe('a declined card (issue 21 item 9)', () => {
  it('closes the frame at once, says why, keeps every choice, and the next attempt is a retry', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValueOnce(opened('REG-1')).mockResolvedValueOnce(opened('REG-2', 2));
    mocked.verifyPaymentAction.mockResolvedValue({
      seq: 1,
      status: 'done',
      verify: {
        ok: false,
        title: 'Payment failed',
        text: 'Please try again',
        reason: 'Your bank declined the card.',
        errorPage: '/en/signup/payment-error?order=REG-1',
      },
    });
    renderWithIntl(<PlanEditor initial={course({ paymentPlan: 'stagePayment', selectedMilestoneIds: ['m1', 'm2'] })} promotions={[]} lang="en" />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(sentOf(0)).toMatchObject({ retry: '0', milestones: 'm1,m2' });
    await screen.findByTitle('Secure card payment');
    await post(window.location.origin, { type: 'payment-return', ref: 'REG-1' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank declined the card.');
    expect(alert).toHaveTextContent('Your course, plan and codes are kept.');
    // nothing of the attempt is left under the failure: no frame, no 'in progress' or loading line
    expect(screen.queryByTitle('Secure card payment')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment in progress|Please wait/)).not.toBeInTheDocument();
    // the plan and stages as chosen
    expect(screen.getByRole('radio', { name: 'Stage Payment' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Practical training/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(sentOf(1)).toMatchObject({ retry: '1', milestones: 'm1,m2' });
    expect(await screen.findByTitle('Secure card payment')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a page loaded after a failed payment says so and sends the retry flag', async () => {
    const user = userEvent.setup();
    mocked.initiatePaymentAction.mockResolvedValue(opened('REG-3'));
    renderWithIntl(
      <PlanEditor initial={course()} promotions={[]} lang="en" failure={{ title: 'Payment failed', text: 'Please try again', retry: true }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(sentOf(0)).toMatchObject({ retry: '1' });
  });
});

describe('one tab at a time (issue 21 item 10)', () => {
  const lock = () => JSON.parse(localStorage.getItem('payment-lock') ?? 'null') as { tab: string; at: number } | null;

  it('tells a second live tab to close while another handles the payment', async () => {
    const user = userEvent.setup();
    localStorage.setItem('payment-lock', JSON.stringify({ tab: 'another-tab', at: Date.now(), beat: Date.now() }));
    renderWithIntl(<PaymentPanel payableFils={1000} order={order} initialMethod="online" retry={false} />);
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Another tab is already handling this payment. Please close this tab.');
    expect(mocked.initiatePaymentAction).not.toHaveBeenCalled();
  });

  it('gives the lock back when the page goes away, and beats while it holds it', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      mocked.initiatePaymentAction.mockResolvedValue(opened('REG-1'));
      renderWithIntl(<PaymentPanel payableFils={1000} order={order} initialMethod="online" retry={false} />);
      await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
      await screen.findByTitle('Secure card payment');
      const taken = lock();
      expect(taken?.tab).toBe(sessionStorage.getItem('payment-tab-id'));
      act(() => void jest.advanceTimersByTime(30_000));
      expect((lock() as unknown as { beat: number }).beat).toBeGreaterThan(taken!.at);
      act(() => void window.dispatchEvent(new Event('pagehide')));
      expect(lock()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('proceed right after a change (issue 21 item 13)', () => {
  const promotion = {
    _id: 'promo-welcome10',
    publicPromoCode: 'WELCOME10',
    name: n('Welcome', 'ترحيب'),
    description: n('10% off', 'خصم'),
  };

  it('waits for the promotion to land, then pays the amount it shows (one tap, not lost)', async () => {
    const user = userEvent.setup();
    let land: (v: unknown) => void = () => undefined;
    mockSteps.applyPromotionAction.mockImplementation(() => new Promise((r) => (land = r)));
    mocked.initiatePaymentAction.mockResolvedValue(opened('REG-1'));
    const before = course();
    renderWithIntl(<PlanEditor initial={before} promotions={[promotion]} lang="en" />);
    await user.click(screen.getByRole('button', { name: 'Apply WELCOME10' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to pay' }));
    // the tap is kept while the promotion is on its way: nothing is sent for the old amount
    expect(mocked.initiatePaymentAction).not.toHaveBeenCalled();

    const m = before.plan.milestones;
    const discounted = course({
      promotion,
      plan: {
        ...before.plan,
        milestones: m.map((x) => ({
          ...x,
          amount: { ...x.amount, discountFils: 1000, totalWithDiscountFils: x.amount.totalWithDiscountFils - 1000 },
        })),
      },
    });
    const after = {
      ...discounted,
      quote: { ...discounted.quote, payableFils: before.quote.payableFils - 3000, amountForPaymentFils: before.quote.amountForPaymentFils - 3000 },
    };
    await act(async () => land({ seq: 1, status: 'done', notice: 'Promotion applied', course: after }));
    expect(await screen.findByText(/Promotion WELCOME10 applied/)).toBeInTheDocument();
    await waitFor(() => expect(mocked.initiatePaymentAction).toHaveBeenCalledTimes(1));
    expect(sentOf(0)).toMatchObject({ amountFils: String(after.quote.amountForPaymentFils), promotionId: 'promo-welcome10' });
    const summary = screen.getByRole('region', { name: 'Amount to pay' });
    expect(within(summary).getByText('To pay now').nextElementSibling).toHaveTextContent('AED 4,212.00');
  });
});
