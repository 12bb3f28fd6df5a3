import { fireEvent, screen, within } from '@testing-library/react';
import { PhoneField } from '@/components/ui/phone-field';
import { COUNTRY_CODE, DEFAULT_STARTING_CODE, STARTING_CODES, normalisePhoneNumber, splitUaeMobile } from '@/lib/domain/phone';
import { renderWithIntl } from './ui-render';

// components/ui/phone-field applies lib/domain/phone's rules to what is typed or pasted (the
// libphonenumber check lives apart, in lib/domain/phone-validity, so these pages do not ship it).

function renderField() {
  renderWithIntl(
    <PhoneField
      startingCodeProps={{ name: 'startingCode', defaultValue: DEFAULT_STARTING_CODE }}
      numberProps={{ name: 'number', defaultValue: '' }}
    />,
  );
  return { code: screen.getByLabelText('Starting Code') as HTMLSelectElement, number: screen.getByLabelText('Number') as HTMLInputElement };
}

describe('phone field: the same rules as lib/domain/phone', () => {
  it('offers exactly the starting codes and shows the country code', () => {
    const { code } = renderField();
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual([...STARTING_CODES]);
    expect(screen.getByLabelText('Country Code')).toHaveValue(`+${COUNTRY_CODE}`);
  });

  it.each([
    '1234567',
    '12345678901',
    '052 123 4567',
    '+971 55 765 4321',
    '00971581112223',
    '0501234567',
    '٠٥٦١٢٣٤٥٦٧',
    '0531234567',
    '971591234567',
    'abc12',
  ])('cuts %p as normalisePhoneNumber does, and takes a pasted prefix as splitUaeMobile does', (typed) => {
    const { code, number } = renderField();
    fireEvent.change(number, { target: { value: typed } });
    expect(number.value).toBe(normalisePhoneNumber(typed));
    expect(code.value).toBe(splitUaeMobile(typed)?.startingCode ?? DEFAULT_STARTING_CODE);
  });
});
