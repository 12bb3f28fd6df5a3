import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanEditor } from '@/components/onboarding/plan-editor';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { toast } from '@/lib/toast';
import * as actions from '@/lib/onboarding/actions';
import { course, n } from './student-course';
import { renderWithIntl } from './ui-render';

const mockActions = actions as unknown as Record<'changePlanAction' | 'applyReferralAction', jest.Mock>;

// The plan step (R§4, R§5 payment step, R§9) as a learner sees it: the amount itemised from the API's
// answer, the milestones' rule, the referral's messages, and 'proceed' never live at 0.

jest.mock('@/lib/onboarding/actions', () => ({
  changePlanAction: jest.fn(),
  applyPromotionAction: jest.fn(),
  removePromotionAction: jest.fn(),
  applyReferralAction: jest.fn(),
  removeReferralAction: jest.fn(),
  chooseCourseAction: jest.fn(),
}));
jest.mock('@/lib/payments/actions', () => ({ initiatePaymentAction: jest.fn(), verifyPaymentAction: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const render = (c: StudentCourse, lang: 'en' | 'ar' = 'en') =>
  renderWithIntl(
    <PlanEditor
      initial={c}
      promotions={[{ _id: 'p', publicPromoCode: 'WELCOME10', name: n('Welcome', 'ترحيب'), description: n('10% off', 'خصم') }]}
      lang={lang}
    />,
    {
      locale: lang,
    },
  );

beforeEach(() => jest.clearAllMocks());

describe('the plan step', () => {
  it('itemises the API’s amount: centre fees, VAT on them, RTA fees apart, what is paid now', () => {
    render(course());
    const summary = screen.getByRole('region', { name: 'Amount to pay' });
    const value = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(value('Centre fees')).toBe('AED 3,240.00');
    expect(value('VAT 5% on centre fees')).toBe('AED 162.00');
    expect(value('RTA fees (no VAT)')).toBe('AED 840.00');
    expect(value('To pay now')).toBe('AED 4,242.00');
    expect(summary).toHaveTextContent('This payment covers: Registration and theory, Assessment drive, Practical training');
    expect(screen.getByRole('button', { name: 'Proceed to pay' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
  });

  it('says there is nothing to pay when the wallet covers it all, and proceed stays disabled', () => {
    render(course({ tokenBalanceFils: 10_000_000 }));
    const summary = screen.getByRole('region', { name: 'Amount to pay' });
    expect(within(summary).getByText('Wallet balance')).toBeInTheDocument();
    expect(within(summary).getByText('To pay now').nextElementSibling).toHaveTextContent('AED 0.00');
    expect(screen.getByRole('button', { name: 'Proceed to pay' })).toBeDisabled();
    expect(screen.getByText('There is nothing to pay now.')).toBeInTheDocument();
  });

  it('ticks a milestone at once by the R§4 rule, then shows the API’s answer', async () => {
    const user = userEvent.setup();
    let resolve: (v: unknown) => void = () => undefined;
    mockActions.changePlanAction.mockImplementation(() => new Promise((r) => (resolve = r)));
    render(course({ paymentPlan: 'stagePayment', selectedMilestoneIds: ['m1', 'm2'] }));
    const practical = screen.getByRole('checkbox', { name: /Practical training/ });
    expect(screen.getByRole('checkbox', { name: /Registration and theory/ })).toBeDisabled();
    await user.click(practical);
    expect(practical).toBeChecked();
    // the hydrated form sends the one change as values (the one form pattern), not the whole form
    expect(mockActions.changePlanAction.mock.calls[0]![1]).toEqual({ paymentPlan: 'stagePayment', toggle: 'm3' });
    resolve({ seq: 1, status: 'done', course: course({ paymentPlan: 'stagePayment', selectedMilestoneIds: ['m1', 'm2', 'm3'] }) });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent('Practical training'));
  });

  it('keeps a tick made while the change of plan is still on its way (both answers count, in order)', async () => {
    const user = userEvent.setup();
    const answers: ((v: unknown) => void)[] = [];
    // each action is answered by runFormAction as previous.seq + 1: both were sent from the same state
    mockActions.changePlanAction.mockImplementation(
      (previous: { seq: number }) => new Promise((r) => answers.push((v) => r({ seq: previous.seq + 1, ...(v as object) }))),
    );
    render(course({ paymentPlan: 'fullPayment', selectedMilestoneIds: ['m1', 'm2', 'm3'] }));
    await user.click(screen.getByRole('radio', { name: 'Stage Payment' }));
    const practical = await screen.findByRole('checkbox', { name: /Practical training/ });
    expect(practical).not.toBeChecked();
    await user.click(practical);
    expect(mockActions.changePlanAction).toHaveBeenCalledTimes(2);
    answers[0]!({ status: 'done', course: course({ paymentPlan: 'stagePayment', selectedMilestoneIds: ['m1', 'm2'] }) });
    answers[1]!({ status: 'done', course: course({ paymentPlan: 'stagePayment', selectedMilestoneIds: ['m1', 'm2', 'm3'] }) });
    // both answers landed: what shows is the second (a stale answer once hid the tick)
    await act(() => new Promise((r) => setTimeout(r, 50)));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent('Practical training'));
    expect(screen.getByRole('checkbox', { name: /Practical training/ })).toBeChecked();
  });

  it('asks for the referral code when the box is ticked and empty, and shows the applied one', async () => {
    const user = userEvent.setup();
    mockActions.applyReferralAction
      .mockResolvedValueOnce({ seq: 1, status: 'failed', fieldErrors: { referral: 'Referral code is required' } })
      .mockResolvedValueOnce({
        seq: 2,
        status: 'done',
        notice: 'Referral Applied Successfully !',
        course: course({ referral: { referralCode: 'FRIEND150', referralAmountFils: 15000 } }),
      });
    render(course());
    await user.click(screen.getByRole('checkbox', { name: 'I have a referral code' }));
    await user.click(screen.getByRole('button', { name: 'Apply referral code' }));
    expect(await screen.findByText('Referral code is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Referral code' }), 'FRIEND150');
    await user.click(screen.getByRole('button', { name: 'Apply referral code' }));
    await waitFor(() => expect(mockActions.applyReferralAction).toHaveBeenLastCalledWith(expect.anything(), { referral: 'FRIEND150' }));
    expect(await screen.findByText('Referral code FRIEND150 applied: AED 150.00 off')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Referral Applied Successfully !');
    expect(screen.getByRole('region', { name: 'Amount to pay' })).toHaveTextContent('Referral');
  });

  it('reads right to left in Arabic with the amounts kept left to right', () => {
    render(course(), 'ar');
    const summary = screen.getByRole('region', { name: 'المبلغ المطلوب' });
    expect(within(summary).getByText('المطلوب دفعه الآن').nextElementSibling?.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(summary).toHaveTextContent('4,242.00 د.إ');
  });
});
