import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { DateField, type DateFieldEvent } from '@/components/ui/date-field';
import { normaliseDateInput, todayIn } from '@/lib/domain/dates';
import { dobField } from '@/lib/schemas/fields';
import en from '@/messages/en.json';
import { renderWithIntl } from './ui-render';
import { msg } from '@/lib/schemas/messages';

const marks = /[\u200e\u200f]/g;
const box = (name = 'Date of Birth') => screen.getByRole('textbox', { name });
const lastValue = (onChange: jest.Mock) => (onChange.mock.calls.at(-1)?.[0] as DateFieldEvent | undefined)?.target.value;

async function openPicker(user: ReturnType<typeof userEvent.setup>, name = /choose date/i) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('DateField: the box', () => {
  it('is a labelled numeric text box, left to right, with its hint and error tied to it', () => {
    renderWithIntl(<DateField label="Date of Birth" name="dob" autoComplete="bday" hint="As on your passport" error={msg.invalid('dob')} />);
    const input = box();
    expect(input).toHaveAttribute('name', 'dob');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your passport Date of Birth is invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Date of Birth is invalid');
    expect(screen.getByRole('button', { name: 'Choose date, Date of Birth' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('has no alert and no aria-invalid without an error', () => {
    renderWithIntl(<DateField label="Date of Birth" name="dob" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box()).not.toHaveAttribute('aria-invalid');
  });

  it('shows an ISO value as dd/MM/yyyy and any other text as it is', () => {
    const { unmount } = renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="2001-03-05" />);
    expect(box()).toHaveValue('05/03/2001');
    unmount();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="31/02/2001" />);
    expect(box()).toHaveValue('31/02/2001');
  });

  it('emits the ISO date once typed 05/03/2001, the text before', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DateField label="Date of Birth" name="dob" onChange={onChange} />);
    await user.type(box(), '05/03/200');
    expect(lastValue(onChange)).toBe('05/03/200');
    await user.type(box(), '1');
    expect(box()).toHaveValue('05/03/2001');
    expect(onChange).toHaveBeenLastCalledWith({ target: { name: 'dob', value: '2001-03-05' }, type: 'change' });
  });

  it('adds the slashes itself (a numeric keypad has none) and reads Arabic digits', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DateField label="Date of Birth" name="dob" onChange={onChange} />);
    await user.type(box(), '05032001');
    expect(box()).toHaveValue('05/03/2001');
    await user.clear(box());
    await user.type(box(), '٠٥٠٣٢٠٠١');
    expect(box()).toHaveValue('05/03/2001');
    expect(lastValue(onChange)).toBe('2001-03-05');
  });

  it('lets Backspace remove an automatic slash', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="Date of Birth" name="dob" />);
    await user.type(box(), '05');
    expect(box()).toHaveValue('05/');
    await user.type(box(), '{Backspace}');
    expect(box()).toHaveValue('05');
  });

  it('writes a date typed another way as dd/MM/yyyy when the box is left', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DateField label="Date of Birth" name="dob" onChange={onChange} />);
    await user.click(box());
    await user.paste('1-2-2001');
    expect(lastValue(onChange)).toBe('2001-02-01');
    await user.tab();
    expect(box()).toHaveValue('01/02/2001');
  });

  it('reports blur once focus leaves the box and its calendar button together', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderWithIntl(
      <>
        <DateField label="Date of Birth" name="dob" onBlur={onBlur} />
        <button type="button">After</button>
      </>,
    );
    await user.type(box(), '05/03');
    await user.tab();
    expect(screen.getByRole('button', { name: /choose date/i })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith({ target: { name: 'dob', value: '05/03/' }, type: 'blur' });
  });
});

describe('DateField: the calendar', () => {
  it('opens from the button on the chosen date: grid, heading, selected day', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="2001-03-05" />);
    const dialog = await openPicker(user);
    expect(dialog).toHaveAccessibleName('March 2001');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const grid = within(dialog).getByRole('grid', { name: 'March 2001' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('aria-label')),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const chosen = within(grid).getByRole('button', { name: 'Monday, 5 March 2001' });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(within(grid).getByRole('gridcell', { selected: true })).toContainElement(chosen);
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2001');
  });

  it('opens from the keyboard, moves by day, week, week end, month and year, and Enter picks', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="2001-03-05" onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /choose date/i })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const focused = () => document.activeElement?.getAttribute('aria-label');

    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Tuesday, 6 March 2001');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Tuesday, 13 March 2001');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe('Monday, 5 March 2001');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sunday, 11 March 2001');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Monday, 5 March 2001');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('Thursday, 5 April 2001');
    expect(dialog).toHaveAccessibleName('April 2001');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focused()).toBe('Wednesday, 5 April 2000');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Wednesday, 29 March 2000');
    expect(dialog).toHaveAccessibleName('March 2000');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box()).toHaveValue('29/03/2000');
    expect(lastValue(onChange)).toBe('2000-03-29');
    expect(screen.getByRole('button', { name: /choose date/i })).toHaveFocus();
  });

  it('picks a day with a click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="2001-03-05" onChange={onChange} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, 20 March 2001' }));
    expect(box()).toHaveValue('20/03/2001');
    expect(lastValue(onChange)).toBe('2001-03-20');
  });

  it('Escape closes without a change and puts focus back on the button', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="2001-03-05" onChange={onChange} />);
    await openPicker(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /choose date/i })).toHaveFocus();
    expect(box()).toHaveValue('05/03/2001');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps months and years with the selects (a birth year decades back)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="2001-03-31" />);
    const dialog = await openPicker(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1975');
    expect(dialog).toHaveAccessibleName('March 1975');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), 'February');
    expect(dialog).toHaveAccessibleName('February 1975');
    // 31 March → 28 February: the day is clamped to the month.
    expect(within(dialog).getByRole('button', { name: 'Friday, 28 February 1975' })).toHaveAttribute('tabindex', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(dialog).toHaveAccessibleName('March 1975');
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(dialog).toHaveAccessibleName('January 1975');
  });

  it('offers the year of a date typed outside the usual span of years', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="Date of Birth" name="dob" defaultValue="1880-05-01" />);
    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('1880');
    expect(dialog).toHaveAccessibleName('May 1880');
  });

  it('disables the days, months and years outside min and max and keeps the keys inside them', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="Licence Issue Date" name="issue" defaultValue="2001-03-15" min="2001-03-10" max="2001-03-20" />);
    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('button', { name: 'Friday, 9 March 2001' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Saturday, 10 March 2001' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Tuesday, 20 March 2001' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Wednesday, 21 March 2001' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(within(within(dialog).getByRole('combobox', { name: 'Year' })).getAllByRole('option')).toHaveLength(1);
    expect(within(dialog).getByRole('option', { name: 'April' })).toBeDisabled();

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Saturday, 10 March 2001');
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, 20 March 2001');
  });

  it('opens on today, marked as the current date, when the box holds no date', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="Date of Birth" name="dob" />);
    const dialog = await openPicker(user);
    const today = todayIn({ now: new Date() });
    const current = dialog.querySelector('[aria-current="date"]');
    expect(current).toHaveAttribute('data-date', today);
    expect(current).toHaveFocus();
    expect(within(dialog).queryByRole('gridcell', { selected: true })).toBeNull();
    await user.keyboard('{PageDown}');
    expect(document.activeElement).not.toHaveAttribute('data-date', today);
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(document.activeElement).toHaveAttribute('data-date', today);
  });
});

describe('DateField in Arabic', () => {
  it('names months and days in Arabic, right to left, with the arrows mirrored', async () => {
    const user = userEvent.setup();
    renderWithIntl(<DateField label="تاريخ الميلاد" name="dob" defaultValue="2001-03-05" />, { locale: 'ar' });
    const input = box('تاريخ الميلاد');
    expect(input.getAttribute('placeholder')?.replace(marks, '')).toBe('يوم/شهر/سنة');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveValue('05/03/2001');

    const dialog = await openPicker(user, /اختر التاريخ/);
    expect(dialog).toHaveAccessibleName('مارس 2001');
    const grid = within(dialog).getByRole('grid');
    expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('aria-label', 'الاثنين');
    expect(within(dialog).getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'الشهر' })).toHaveDisplayValue('مارس');
    expect(document.activeElement).toHaveAccessibleName('الاثنين، 5 مارس 2001');

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('الثلاثاء، 6 مارس 2001');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('الأحد، 4 مارس 2001');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('04/03/2001');
  });
});

describe('DateField in a react-hook-form form with the dob schema', () => {
  const now = new Date('2025-07-15T12:00:00Z');
  const schema = z.object({ dob: dobField({ now }) });
  type Values = z.infer<typeof schema>;

  function DobForm({ onValid, dob = '' }: { onValid: (values: Values) => void; dob?: string }) {
    const { register, handleSubmit, formState, reset } = useForm<Values>({
      resolver: zodResolver(schema) as unknown as Resolver<Values>,
      defaultValues: { dob },
    });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <DateField
          label="Date of Birth"
          max="2008-01-15"
          min="1900-01-01"
          autoComplete="bday"
          error={formState.errors.dob?.message}
          {...register('dob')}
        />
        <Button type="submit">Register</Button>
        <Button onClick={() => reset({ dob: '1999-12-31' })}>Reset</Button>
      </form>
    );
  }

  it('shows the invalid state for 31/02/2001 and submits the ISO date once it is real', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithIntl(<DobForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Date of Birth is required');

    await user.type(box(), '31/02/2001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Date of Birth is invalid');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(box());
    await user.type(box(), '05/03/2001');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValid).toHaveBeenCalledWith({ dob: '2001-03-05' }, expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focuses the box on a failed submit and fills it from the form’s values and reset', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithIntl(<DobForm onValid={onValid} dob="2010-06-01" />);
    expect(box()).toHaveValue('01/06/2010');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be at least 17 and a half years old to proceed.');
    expect(box()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box()).toHaveValue('31/12/1999');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValid).toHaveBeenCalledWith({ dob: '1999-12-31' }, expect.anything());
  });

  it('submits a date picked in the calendar', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithIntl(<DobForm onValid={onValid} />);
    const dialog = await openPicker(user);
    // No date yet and today is past max: the calendar opens on max.
    expect(document.activeElement).toHaveAccessibleName('Tuesday, 15 January 2008');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1990');
    await user.click(within(dialog).getByRole('button', { name: 'Monday, 15 January 1990' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onValid).toHaveBeenCalledWith({ dob: '1990-01-15' }, expect.anything());
  });
});

describe('DateField under a react-hook-form Controller (controlled)', () => {
  function Controlled({ onValue }: { onValue: (value: string) => void }) {
    const { control, setValue, watch } = useForm({ defaultValues: { expiry: '2030-01-31' } });
    onValue(watch('expiry'));
    return (
      <>
        <Controller name="expiry" control={control} render={({ field }) => <DateField label="Expiry Date" {...field} />} />
        <Button onClick={() => setValue('expiry', '2031-12-01')}>Renew</Button>
      </>
    );
  }

  it('holds ISO dates or the text being typed, and follows a value set from outside', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithIntl(<Controlled onValue={onValue} />);
    expect(box('Expiry Date')).toHaveValue('31/01/2030');
    await user.clear(box('Expiry Date'));
    await user.type(box('Expiry Date'), '01/02/20');
    expect(onValue).toHaveBeenLastCalledWith('01/02/20');
    expect(box('Expiry Date')).toHaveValue('01/02/20');
    await user.type(box('Expiry Date'), '32');
    expect(onValue).toHaveBeenLastCalledWith('2032-02-01');
    expect(box('Expiry Date')).toHaveValue('01/02/2032');
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(box('Expiry Date')).toHaveValue('01/12/2031');
  });
});

describe('DateField before JavaScript', () => {
  it('renders a named text input whose posted text the server reads as an ISO date', async () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Dubai">
        <form>
          <DateField label="Date of Birth" name="dob" defaultValue="2001-03-05" />
        </form>
      </NextIntlClientProvider>,
    );
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    expect(within(form).getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('05/03/2001');
    // Nothing could open the calendar yet: the button is there (no layout shift), disabled.
    expect(within(form).getByRole('button', { name: /choose date/i })).toBeDisabled();
    const posted = new FormData(form);
    expect([...posted.keys()]).toEqual(['dob']);
    expect(normaliseDateInput(String(posted.get('dob')))).toBe('2001-03-05');
    expect(normaliseDateInput('5.3.2001')).toBe('2001-03-05');
    document.body.innerHTML = '';
  });
});
