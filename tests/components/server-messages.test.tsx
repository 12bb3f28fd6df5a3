import { act, screen } from '@testing-library/react';
import { Toaster } from '@/components/providers/toaster';
import { FieldError } from '@/components/ui/field-error';
import { toast } from '@/lib/toast';
import { renderWithIntl } from './ui-render';

// English texts from the API (and the spec's global handler) shown on an Arabic page.

beforeAll(() => {
  // sonner reads the colour scheme
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => act(() => void toast.dismiss()));

describe('server texts on an Arabic page', () => {
  it('an error toast raised with the English server text reads in Arabic, once', async () => {
    renderWithIntl(<Toaster dir="rtl" />, { locale: 'ar' });
    act(() => {
      toast.errors(['Email already exists', 'Email already exists']);
      toast.error('Error', { description: 'Invalid Data in Form!' });
    });
    expect(await screen.findByText('البريد الإلكتروني مسجّل مسبقاً')).toBeInTheDocument();
    expect(screen.getAllByText('البريد الإلكتروني مسجّل مسبقاً')).toHaveLength(1);
    expect(screen.getByText('خطأ')).toBeInTheDocument();
    expect(screen.getByText('بيانات غير صالحة في النموذج!')).toBeInTheDocument();
    expect(screen.queryByText('Email already exists')).not.toBeInTheDocument();
  });

  it('an unknown server text still shows, as sent', async () => {
    renderWithIntl(<Toaster dir="rtl" />, { locale: 'ar' });
    act(() => void toast.error('Something only this server says'));
    expect(await screen.findByText('Something only this server says')).toBeInTheDocument();
  });

  it('the same toast on an English page keeps the spec text exactly', async () => {
    renderWithIntl(<Toaster />, { locale: 'en' });
    act(() => void toast.error('Invalid Username or Password!'));
    expect(await screen.findByText('Invalid Username or Password!')).toBeInTheDocument();
  });

  it('a field error holding the server text reads in Arabic', async () => {
    renderWithIntl(<FieldError id="email-error" message="Phone number already exists" />, { locale: 'ar' });
    expect(await screen.findByText('رقم الهاتف مسجّل مسبقاً')).toHaveAttribute('role', 'alert');
  });

  it("a list error ('Invalid {field name}') reads in Arabic with the Arabic label", async () => {
    renderWithIntl(<FieldError id="name-error" message="Invalid Full Name" />, { locale: 'ar' });
    expect(await screen.findByText('قيمة الاسم الكامل غير صالحة')).toHaveAttribute('role', 'alert');
  });
});
