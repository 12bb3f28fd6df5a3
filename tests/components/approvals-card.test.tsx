import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalsCard } from '@/components/approvals/approvals-card';
import type { Approvals } from '@/lib/upstream/schemas/approvals';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

// The dashboard's approvals card (docs/requests.md "Stages and approvals") as a learner reads it, in
// English and Arabic: the NOC's status and its Approve button; the additional training offered, its
// price, Approve and Reject (each posting its own decision), and what a decision did.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const offer = {
  _id: 'trn-1',
  name: { en: 'Practical class hour', ar: 'ساعة تدريب عملي' },
  quantity: 4,
  reason: 'Extra practice before retaking the RTA road test',
  totalAmount: 483,
  totalFils: 48300,
  status: 'pending' as const,
  feeId: null,
  feeStatus: null,
  createdAt: '2026-11-20T06:00:00.000Z',
  decidedAt: null,
};
const pending: Approvals = {
  noc: { status: 'pending', sponsorName: 'Saeed Al Hashimi', requestedAt: '2026-11-20T06:00:00.000Z', approvedAt: null },
  additionalTraining: [offer],
};

const noop = jest.fn(answers({ status: 'done' }));

describe('ApprovalsCard', () => {
  it('offers the training with its price; Approve and Reject each send their decision', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done' }));
    renderWithIntl(<ApprovalsCard approvals={pending} lang="en" trainingAction={action} nocAction={noop} />);
    const card = screen.getByRole('region', { name: 'Additional training offered' });
    expect(within(card).getByText('4 × Practical class hour')).toBeInTheDocument();
    expect(within(card).getByText('AED 483.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve additional training: 4 × Practical class hour' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(sent(action)).toEqual({ additionalTrainingId: 'trn-1', isApproved: 'true' });
    await user.click(within(card).getByRole('button', { name: 'Reject additional training: 4 × Practical class hour' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(sent(action, 1)).toEqual({ additionalTrainingId: 'trn-1', isApproved: 'false' });
  });

  it('shows the refusal of a second decision', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', formError: 'This additional training has already been answered' }));
    renderWithIntl(<ApprovalsCard approvals={pending} lang="en" trainingAction={action} nocAction={noop} />);
    await user.click(screen.getByRole('button', { name: /^Approve additional training/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This additional training has already been answered');
  });

  it('shows the NOC waiting, and approving it posts the confirmation', async () => {
    const user = userEvent.setup();
    const nocAction = jest.fn(answers({ status: 'done' }));
    renderWithIntl(<ApprovalsCard approvals={pending} lang="en" trainingAction={noop} nocAction={nocAction} />);
    const card = screen.getByRole('region', { name: 'No Objection Certificate (NOC)' });
    expect(within(card).getByRole('status')).toHaveTextContent('NOC status: waiting for your approval');
    expect(within(card).getByText(/Saeed Al Hashimi/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve NOC' }));
    await waitFor(() => expect(nocAction).toHaveBeenCalledTimes(1));
    expect(sent(nocAction)).toEqual({ confirm: 'yes' });
  });

  it('in Arabic: the same card, the price in dirhams, decisions shown once taken', () => {
    const decided: Approvals = {
      noc: { ...pending.noc!, status: 'approved', approvedAt: '2026-11-21T06:00:00.000Z' },
      additionalTraining: [
        { ...offer, status: 'approved', feeId: 'fee-1', feeStatus: 'due', decidedAt: '2026-11-21T06:00:00.000Z' },
        { ...offer, _id: 'trn-0', status: 'rejected', decidedAt: '2026-11-10T06:00:00.000Z' },
      ],
    };
    renderWithIntl(<ApprovalsCard approvals={decided} lang="ar" trainingAction={noop} nocAction={noop} />, { locale: 'ar' });
    const card = screen.getByRole('region', { name: 'تدريب إضافي مقترح' });
    expect(within(card).getAllByText('4 × ساعة تدريب عملي')).toHaveLength(2);
    expect(within(card).getAllByText('483.00 د.إ')).toHaveLength(2);
    expect(within(card).queryByRole('button')).toBeNull();
    // the centre's reason is staff-written, here in English: it keeps its own direction on the Arabic page
    for (const reason of within(card).getAllByText(offer.reason)) expect(reason).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('تمت الموافقة: أضيف إلى رصيدك. ادفعه مع رسومك الإضافية.')).toBeInTheDocument();
    expect(within(card).getByText('تم الرفض: لم يتم احتساب أي مبلغ')).toBeInTheDocument();
    const noc = screen.getByRole('region', { name: 'شهادة عدم الممانعة' });
    expect(within(noc).getByRole('status')).toHaveTextContent('حالة شهادة عدم الممانعة: تمت الموافقة في');
    expect(within(noc).queryByRole('button')).toBeNull();
  });

  it('renders nothing when no NOC is needed and nothing was offered', () => {
    const { container } = renderWithIntl(
      <ApprovalsCard approvals={{ noc: null, additionalTraining: [] }} lang="en" trainingAction={noop} nocAction={noop} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
