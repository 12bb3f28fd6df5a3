import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FieldFrame } from '@/components/ui/field-frame';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { loginSchema, msg, type LoginValues } from '@/lib/schemas';
import { renderWithIntl } from './ui-render';

describe('FieldFrame: the one frame around every control', () => {
  it('ties label, hint and error to the control, and announces the error', () => {
    renderWithIntl(
      <FieldFrame label="Traffic File" hint="On your licence" error="Traffic File is invalid">
        {(aria) => <input {...aria} />}
      </FieldFrame>,
    );
    const input = screen.getByRole('textbox', { name: 'Traffic File' });
    expect(input).toHaveAccessibleDescription('On your licence Traffic File is invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Traffic File is invalid');
  });

  it('frames a group of controls as a fieldset named by its legend', () => {
    renderWithIntl(
      <FieldFrame label="Visa" group error={msg.required('residencyVisa')}>
        {(aria) => <input type="checkbox" aria-label="Yes" {...aria} />}
      </FieldFrame>,
    );
    expect(screen.getByRole('group', { name: 'Visa' })).toHaveAccessibleDescription('Residency Visa is required');
  });

  it('keeps the ids the control already points at', () => {
    renderWithIntl(
      <>
        <p id="tip">A tip</p>
        <FieldFrame label="Code" describedBy="tip" hint="Six digits">
          {(aria) => <input {...aria} />}
        </FieldFrame>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('A tip Six digits');
  });
});

describe('Field', () => {
  it('labels the input and announces a translated error tied to it', () => {
    renderWithIntl(<Field label="Full Name" name="fullName" hint="As on your Emirates ID" error={msg.required('fullName')} />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(screen.getByRole('alert')).toHaveTextContent('Full Name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your Emirates ID Full Name is required');
  });

  it('has no alert and no aria-invalid without an error', () => {
    renderWithIntl(<Field label="Email" name="email" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows a server text as it is, and Arabic texts in Arabic', () => {
    const { unmount } = renderWithIntl(<Field label="Email" name="email" error="Email already exists" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email already exists');
    unmount();
    renderWithIntl(<Field label="البريد الإلكتروني" name="email" error={msg.invalid('email')} />, { locale: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent('قيمة البريد الإلكتروني غير صالحة');
  });
});

describe('SelectField and RadioGroupField', () => {
  it('renders a native select with a placeholder and its options', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <SelectField label="Gear Type" name="gearType" options={[{ value: 'manual', label: 'Manual' }]} error={msg.required('gearType')} />,
    );
    const select = screen.getByRole('combobox', { name: 'Gear Type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Manual']);
    expect(select).toHaveAccessibleDescription('Gear Type is required');
    await user.selectOptions(select, 'manual');
    expect(select).toHaveValue('manual');
  });

  it('renders Yes / No radios in a named group and can lock one answer', () => {
    renderWithIntl(<RadioGroupField legend="Residency Visa" name="hasResidencyVisa" disabledValues={['yes']} error={msg.residencyVisa()} />);
    const group = screen.getByRole('group', { name: 'Residency Visa' });
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: 'No' })).toHaveAccessibleDescription('You need to have residency Visa in UAE to register!');
  });
});

describe('PhoneField', () => {
  function Phone({ lock = false }: { lock?: boolean }) {
    const { register } = useForm({ defaultValues: { startingCode: '50', number: '' } });
    return <PhoneField startingCodeProps={register('startingCode')} numberProps={register('number')} lockStartingCode={lock} />;
  }

  it('shows 971 read-only, the starting codes and a numeric number box, left to right', () => {
    renderWithIntl(<Phone />);
    const group = screen.getByRole('group', { name: 'Phone Number' });
    expect(within(group).getByRole('textbox', { name: 'Country Code' })).toHaveAttribute('readonly');
    const codes = within(group).getByRole('combobox', { name: 'Starting Code' });
    expect(
      within(codes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['50', '52', '54', '55', '56', '58']);
    const number = within(group).getByRole('textbox', { name: 'Number' });
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number.parentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps digits only, at most 7', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Phone />);
    const number = screen.getByRole('textbox', { name: 'Number' });
    await user.type(number, '12a3-45678');
    expect(number).toHaveValue('1234567');
  });

  it('splits a whole pasted number into its code and number', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Phone />);
    await user.click(screen.getByRole('textbox', { name: 'Number' }));
    await user.paste('+971 55 765 4321');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('7654321');
    expect(screen.getByRole('combobox', { name: 'Starting Code' })).toHaveValue('55');
  });

  it('shows a locked prefix read-only (quick sign-up)', () => {
    renderWithIntl(<Phone lock />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Starting Code' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Starting Code' })).toHaveValue('50');
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a button whose name says what it does', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names its toggle in Arabic on /ar', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PasswordField label="كلمة المرور" name="password" />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور' })).toHaveAttribute(
      'aria-controls',
      screen.getByLabelText('كلمة المرور', { selector: 'input' }).id,
    );
  });

  it('does not put the show-password button over the text in Arabic (issue 7 #9)', () => {
    // The password is typed left to right inside a right-to-left page: the input and its toggle
    // share one wrapper, and the stylesheet moves the input's free room to the side the toggle
    // sits on in RTL (its start side, as the input itself is dir=ltr).
    renderWithIntl(
      <div dir="rtl">
        <PasswordField label="كلمة المرور" name="password" />
      </div>,
      { locale: 'ar' },
    );
    const input = screen.getByLabelText('كلمة المرور', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'إظهار كلمة المرور' });
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveClass('password');
    expect(input.parentElement).toBe(toggle.parentElement);
    expect(input.parentElement).toHaveClass('passwordWrap');
    expect(toggle).toHaveClass('toggle');

    const css = readFileSync(join(__dirname, '..', '..', 'components', 'ui', 'field.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rule = (selector: string) => new RegExp(`${selector.replace(/[.()]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(rule('.toggle')).toMatch(/inset-inline-end:\s*0/);
    expect(rule('.password')).toMatch(/padding-inline-end:\s*3rem/);
    const rtl = rule('.passwordWrap:dir(rtl) .password');
    expect(rtl).toMatch(/padding-inline-start:\s*3rem/);
    expect(rtl).toMatch(/padding-inline-end:\s*0\.75rem/);
  });

  it('describes the field with the rules tip', () => {
    renderWithIntl(<PasswordField label="Password" name="password" showRules />);
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(within(tip).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    expect(tip).toHaveTextContent('At least one special character: @$!%*?&#^~');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(/12 to 16 characters/);
  });
});

describe('a login form built from the primitives and loginSchema', () => {
  function LoginForm({ onValid }: { onValid: (v: LoginValues) => void }) {
    const { register, handleSubmit, formState } = useForm<z.input<typeof loginSchema>, unknown, LoginValues>({
      resolver: zodResolver(loginSchema),
      defaultValues: { countryCode: '971', startingCode: '50', number: '', password: '' },
    });
    const { errors } = formState;
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <PhoneField
          startingCodeProps={register('startingCode')}
          numberProps={register('number')}
          error={errors.number?.message ?? errors.startingCode?.message}
        />
        <PasswordField label="Password" {...register('password')} error={errors.password?.message} />
        <Button type="submit">Login</Button>
      </form>
    );
  }

  it('announces each field’s first error, then submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithIntl(<LoginForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Phone Number is required', 'Password is required']);
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Phone Number is invalid')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Number' }), '4567');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Student@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onValid).toHaveBeenCalledWith({ countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' }, expect.anything());
  });
});
