import { act, render, screen } from '@testing-library/react';
import { LazyToaster } from '@/components/providers/lazy-toaster';
import { toast } from '@/lib/toast';

// The toaster is not part of a page's load, nor fetched right after hydration: it arrives with the
// first toast, and that first toast still shows (issue 12: sign-up fetched sonner on every visit).
describe('LazyToaster', () => {
  it('renders nothing until a toast is raised, then shows that toast', async () => {
    const { container } = render(<LazyToaster dir="rtl" />);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.error('Invalid OTP'));
    expect(await screen.findByText('Invalid OTP')).toBeVisible();
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('a toaster mounted after a toast was raised shows at once', async () => {
    render(<LazyToaster />);
    act(() => toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeVisible();
  });
});
