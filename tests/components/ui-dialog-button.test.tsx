import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Stepper } from '@/components/ui/stepper';
import { renderWithIntl } from './ui-render';

describe('Button', () => {
  it('ignores clicks and reports busy while loading, keeping its name', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderWithIntl(
      <Button loading onClick={onClick}>
        Verify &amp; Proceed
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Verify & Proceed' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Verify &amp; Proceed</Button>);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Dialog', () => {
  beforeAll(() => {
    // Older jsdom lacks the modal API (the component then toggles the open attribute itself).
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  function Demo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Upload Emirates ID
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Details from EID" footer={<button type="button">Proceed</button>}>
          <p>Name: Aisha</p>
          <button type="button">Cancel</button>
        </Dialog>
      </>
    );
  }

  it('opens named by its title, focuses inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Demo />);
    const opener = screen.getByRole('button', { name: 'Upload Emirates ID' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details from EID' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // What the browser fires on Escape (jsdom does not map the key itself).
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Upload Emirates ID' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Stepper', () => {
  it('marks the current step', () => {
    renderWithIntl(<Stepper label="Progress" steps={['Personal Detail', 'Course Type', 'Choose Payment Plan', 'Complete Payment']} current={1} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Course Type');
  });
});
