import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from '@/components/ui/otp-input';
import { msg } from '@/lib/schemas/messages';
import { renderWithIntl } from './ui-render';

function setup(props: Partial<Parameters<typeof OtpInput>[0]> = {}) {
  const onChange = jest.fn();
  const onComplete = jest.fn();
  const user = userEvent.setup();
  renderWithIntl(<OtpInput onChange={onChange} onComplete={onComplete} {...props} />);
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Digit ${i + 1} of 6` }));
  return { user, boxes, onChange, onComplete };
}

const values = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

describe('OtpInput', () => {
  it('labels six numeric boxes inside a named group; only the first offers the SMS code', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box, i) => {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', i === 0 ? 'one-time-code' : 'off');
    });
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
  });

  it('moves to the next box as digits are typed and completes with the code', async () => {
    const { user, boxes, onChange, onComplete } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('123456');
    expect(values(boxes)).toBe('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes[5]).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const { user, boxes, onChange } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('a-1 b2');
    expect(values(boxes)).toBe('12');
    expect(boxes[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('takes Arabic-Indic digits as digits', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('١٢');
    expect(values(boxes)).toBe('12');
  });

  it('fills every box from a pasted code, whatever box has focus', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[3]!);
    await user.paste(' 654 321 ');
    expect(values(boxes)).toBe('654321');
    expect(onComplete).toHaveBeenCalledWith('654321');
    expect(boxes[5]).toHaveFocus();
  });

  it('fills every box when the phone autofills the whole code into the first one', () => {
    const { boxes, onComplete } = setup();
    fireEvent.change(boxes[0]!, { target: { value: '112233' } });
    expect(values(boxes)).toBe('112233');
    expect(onComplete).toHaveBeenCalledWith('112233');
  });

  it('backspace clears the box, then moves back and clears the previous one', async () => {
    const { user, boxes, onChange } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values(boxes)).toBe('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values(boxes)).toBe('1');
    expect(boxes[1]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('moves with the arrow keys and replaces a digit typed over', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('1234');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}9');
    expect(values(boxes)).toBe('1294');
    expect(boxes[3]).toHaveFocus();
  });

  it('follows the value given by its parent (cleared after a wrong code)', async () => {
    function Parent() {
      const [code, setCode] = useState('');
      return (
        <>
          <OtpInput value={code} onChange={setCode} />
          <button type="button" onClick={() => setCode('')}>
            clear
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithIntl(<Parent />);
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    await user.click(first);
    await user.keyboard('4321');
    await act(async () => user.click(screen.getByRole('button', { name: 'clear' })));
    expect(
      screen
        .getAllByRole('textbox')
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('');
  });

  it('announces its error and marks the boxes invalid', () => {
    const { boxes } = setup({ error: msg.otpLength(6) });
    expect(screen.getByRole('alert')).toHaveTextContent('OTP should have 6 digits');
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes[0]).toHaveAccessibleDescription('OTP should have 6 digits');
  });

  it('shows a server message as it is', () => {
    setup({ error: 'Invalid OTP' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
  });

  it('labels the boxes in Arabic', () => {
    renderWithIntl(<OtpInput />, { locale: 'ar' });
    expect(screen.getByRole('textbox', { name: 'الرقم 1 من 6' })).toBeInTheDocument();
  });
});
