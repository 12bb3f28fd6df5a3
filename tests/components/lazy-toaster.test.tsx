import { act, screen } from '@testing-library/react';
import { LazyToaster } from '@/components/providers/lazy-toaster';
import { toast } from '@/lib/toast';
import { renderWithIntl } from './ui-render';

// The toaster is not part of a page's load, nor fetched right after hydration: it arrives with the
// first toast, and that first toast still shows (issue 12: sign-up fetched sonner on every visit).
describe('LazyToaster', () => {
  it('renders nothing until a toast is raised, then shows that toast', async () => {
    const { container } = renderWithIntl(<LazyToaster dir="rtl" />, { locale: 'ar' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.error('Invalid OTP'));
    expect(await screen.findByText('Invalid OTP')).toBeVisible();
    // its live region is named in the page's language (Sonner's default is English)
    expect(screen.getByRole('region')).toHaveAccessibleName(/^الإشعارات/);
  });

  it('a toaster mounted after a toast was raised shows at once', async () => {
    renderWithIntl(<LazyToaster />);
    act(() => toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeVisible();
  });
});
