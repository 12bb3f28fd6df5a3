import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddressSearch, type PlaceValue } from '@/components/onboarding/address-search';
import { appError } from '@/lib/errors/app-error';
import { getQueryClient } from '@/lib/queries/get-query-client';
// loaded with the first search in the browser; here at once (Jest's VM modules and nested import())
import '@/lib/queries/place-search-client';
import { answer, mockGet, refuse } from './mock-api-client';
import { renderWithIntl } from './ui-render';

// The onboarding address field (R§5): a combobox over the place search at /api/location/v1/places.
// Typed, the suggestions read as options; picked by keyboard or mouse, the form gets the coordinates.

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));

const DUBAI = { _id: 'gn-292223', name: { en: 'Dubai', ar: 'دبي' }, kind: 'city', latitude: 25.07725, longitude: 55.30927 };
const MARINA = {
  _id: 'gn-dubai-marina',
  name: { en: 'Dubai Marina', ar: 'Dubai Marina' },
  kind: 'district',
  latitude: 25.08525,
  longitude: 55.14646,
};
const SHARJAH = { _id: 'gn-292672', name: { en: 'Sharjah', ar: 'الشارقة' }, kind: 'city', latitude: 25.3342, longitude: 55.41221 };
const found = (...places: unknown[]) => answer({ statusCode: 200, data: places });

const onChange = jest.fn();

/** The field as a form holds it: the value it was given back. */
function Harness({ lang = 'en', error }: { lang?: 'en' | 'ar'; error?: string }) {
  const [value, setValue] = useState<PlaceValue | null>(null);
  return (
    <AddressSearch
      id="address"
      name="address"
      label={lang === 'ar' ? 'العنوان' : 'Address'}
      lang={lang}
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
      error={error}
      required
    />
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  // the searches go through the page's one browser query client: each test is a new page
  getQueryClient().clear();
});

const queryOf = (call: number) => (mockGet.mock.calls[call]?.[1] as { searchParams: Record<string, string> }).searchParams.q;

describe('AddressSearch', () => {
  it('searches once the typing pauses, lists places as options, and a keyboard pick hands over the coordinates', async () => {
    mockGet.mockReturnValue(found(DUBAI, MARINA));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);

    const input = screen.getByRole('combobox', { name: 'Address' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'dub');

    const listbox = await screen.findByRole('listbox', { name: 'Address' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dubai', 'Dubai Marina']);
    // debounced: one request for the three keystrokes, through the BFF path
    expect(mockGet).toHaveBeenCalledTimes(1);
    expect(mockGet.mock.calls[0]?.[0]).toBe('location/v1/places');
    expect(queryOf(0)).toBe('dub');
    expect(screen.getByRole('status')).toHaveTextContent('2 places found');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const marina = screen.getByRole('option', { name: 'Dubai Marina' });
    expect(marina).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', marina.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dubai' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith({ address: 'Dubai Marina', latitude: 25.08525, longitude: 55.14646 });
    expect(input).toHaveValue('Dubai Marina');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Dubai Marina chosen.');
  });

  it('clears the chosen place as soon as the text changes, so no stale coordinate is submitted', async () => {
    mockGet.mockReturnValue(found(DUBAI));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, 'du');
    await user.click(await screen.findByRole('option', { name: 'Dubai' }));
    expect(onChange).toHaveBeenLastCalledWith({ address: 'Dubai', latitude: 25.07725, longitude: 55.30927 });

    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('Dubaix');
  });

  it('says so when nothing matches, and does not search under 2 letters', async () => {
    mockGet.mockReturnValue(found());
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Address' });

    await user.type(input, 'z');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(mockGet).not.toHaveBeenCalled();

    await user.type(input, 'q');
    expect(await screen.findByText('No places found. Try another spelling.')).toHaveAttribute('role', 'status');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the search is unavailable when the API cannot answer', async () => {
    mockGet.mockReturnValue(refuse(appError('service_unavailable')));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Address' }), 'dubai');
    expect(await screen.findByText('Place search is not available right now. Please try again.')).toHaveAttribute('role', 'status');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows only the newest search: an older answer arriving late is ignored and its request aborted', async () => {
    let late: (v: unknown) => void = () => undefined;
    mockGet.mockReturnValueOnce({ json: () => new Promise((resolve) => (late = resolve)) }).mockReturnValueOnce(found(SHARJAH));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Address' });

    await user.type(input, 'du');
    await waitFor(() => expect(mockGet).toHaveBeenCalledTimes(1));
    await user.clear(input);
    await user.type(input, 'sh');
    expect(await screen.findByRole('option', { name: 'Sharjah' })).toBeInTheDocument();
    expect((mockGet.mock.calls[0]?.[1] as { signal: AbortSignal }).signal.aborted).toBe(true);

    await act(async () => late({ statusCode: 200, data: [DUBAI] }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sharjah']);
  });

  it('closes the list with Escape and keeps the text', async () => {
    mockGet.mockReturnValue(found(DUBAI));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    await user.type(input, 'dub');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('dub');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows Arabic names in Arabic, and the form gets the Arabic address', async () => {
    mockGet.mockReturnValue(found(SHARJAH, MARINA));
    const user = userEvent.setup();
    renderWithIntl(<Harness lang="ar" />, { locale: 'ar' });
    const input = screen.getByRole('combobox', { name: 'العنوان' });
    await user.type(input, 'الشا');

    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['الشارقة', 'Dubai Marina']);
    expect(screen.getByRole('status')).toHaveTextContent('تم العثور على مكانين');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ address: 'الشارقة', latitude: 25.3342, longitude: 55.41221 });
  });

  it('announces its error and marks the input invalid', () => {
    renderWithIntl(<Harness error="Please choose your address from the list" />);
    const input = screen.getByRole('combobox', { name: 'Address' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please choose your address from the list');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input).toBeRequired();
  });
});
