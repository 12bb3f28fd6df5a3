import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useActionForm } from '@/components/forms/use-action-form';
import { answers, sent } from './form-answers';
import { withIntl } from './ui-render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

// What a learner types before React hydrates the page must survive the fields registering (which
// writes the rendered value back into each input) and reach the action.

function NoteForm({ action }: { action: jest.Mock }) {
  const { form, formProps } = useActionForm({ action, defaultValues: { note: '' } });
  return (
    <form {...formProps}>
      <label htmlFor="note">Note</label>
      <input id="note" {...form.register('note')} />
      <button type="submit">Send</button>
    </form>
  );
}

function serverHtml(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(withIntl(element));
  document.body.append(container);
  return container;
}

it('keeps what was typed before the page hydrated', async () => {
  const action = jest.fn(answers({ status: 'done' }));
  const container = serverHtml(<NoteForm action={action} />);
  (container.querySelector('#note') as HTMLInputElement).value = 'typed early';
  render(withIntl(<NoteForm action={action} />), { container, hydrate: true });
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed early');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  expect(sent(action)).toMatchObject({ note: 'typed early' });
  container.remove();
});
