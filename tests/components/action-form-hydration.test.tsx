import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { useActionForm } from '@/components/forms/use-action-form';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
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

// Every kind of control the forms use, each with a value rendered by the server.
const RENDERED = { name: '', dob: '', city: '', gear: '', gender: 'male', terms: '', news: 'yes' };
type Values = typeof RENDERED;

function onScreen(container: HTMLElement): Values {
  const input = (selector: string) => container.querySelector(selector) as HTMLInputElement;
  const checked = (name: string) => input(`input[name=${name}]:checked`)?.value ?? '';
  return {
    name: input('input[name=name]').value,
    dob: input('input[name=dob]').value,
    city: (container.querySelector('select[name=city]') as HTMLSelectElement).value,
    gear: checked('gear'),
    gender: checked('gender'),
    terms: checked('terms'),
    news: checked('news'),
  };
}

// Like every typed form, it checks in the browser first: everything chosen, the news box optional
// (react-hook-form holds an unticked box as false).
const filled = z.string().min(1);
const everyControlSchema = z.object({
  name: filled,
  dob: filled,
  city: filled,
  gear: filled,
  gender: filled,
  terms: z.literal('yes'),
  news: z.union([z.literal('yes'), z.literal(false)]),
});
const everyControlResolver = async () => zodResolver(everyControlSchema) as unknown as Resolver<Values>;

function EveryControlForm({ action }: { action: jest.Mock }) {
  const { form, formProps, valueOf } = useActionForm<Values>({ action, defaultValues: RENDERED, resolver: everyControlResolver });
  const { register } = form;
  return (
    <form {...formProps}>
      <Field label="Name" defaultValue={valueOf('name')} {...register('name')} />
      <DateField label="Date of Birth" defaultValue={valueOf('dob')} {...register('dob')} />
      <SelectField
        label="City"
        options={[
          { value: 'dubai', label: 'Dubai' },
          { value: 'sharjah', label: 'Sharjah' },
        ]}
        defaultValue={valueOf('city')}
        {...register('city')}
      />
      <RadioGroupField
        legend="Gear"
        options={[
          { value: 'automatic', label: 'Automatic' },
          { value: 'manual', label: 'Manual' },
        ]}
        checkedValue={valueOf('gear')}
        {...register('gear')}
      />
      <RadioGroupField
        legend="Gender"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        checkedValue={valueOf('gender')}
        {...register('gender')}
      />
      <label>
        <input type="checkbox" value="yes" defaultChecked={valueOf('terms') === 'yes'} {...register('terms')} />I agree
      </label>
      <label>
        <input type="checkbox" value="yes" defaultChecked={valueOf('news') === 'yes'} {...register('news')} />
        Send me news
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

/**
 * The learner's tap on Send as soon as the page is interactive: the hydration commit has ended and
 * the browser may paint or dispatch a tap next (passive effects run a task later). Notes the screen.
 */
function TapAtCommit({ container, seen }: { container: HTMLElement; seen: Values[] }) {
  useLayoutEffect(() => {
    seen.push(onScreen(container));
    container.querySelector('form')?.requestSubmit();
  }, [container, seen]);
  return null;
}

/** The server's HTML of the form, then what the learner does before the scripts arrive. */
function typeBeforeHydration(page: (container: HTMLElement) => React.ReactElement, { serverFormId }: { serverFormId?: string } = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(withIntl(page(container)));
  // React does not patch attributes while hydrating: an id the server computed differently stays.
  if (serverFormId) container.querySelector('form')!.id = serverFormId;
  document.body.append(container);
  const input = (selector: string) => container.querySelector(selector) as HTMLInputElement;
  // a text, a date, a select, a radio with no default, a radio moved off its default, a box ticked
  // and one unticked
  input('input[name=name]').value = 'Aisha Rahman';
  input('input[name=dob]').value = '09/03/1995';
  (container.querySelector('select[name=city]') as HTMLSelectElement).value = 'sharjah';
  input('input[name=gear][value=automatic]').click();
  input('input[name=gender][value=female]').click();
  input('input[name=terms]').click();
  input('input[name=news]').click();
  return container;
}

const chosen = { name: 'Aisha Rahman', dob: '09/03/1995', city: 'sharjah', gear: 'automatic', gender: 'female', terms: 'yes' };
const typed = { ...chosen, news: '' };
const sentDob = expect.stringMatching(/^(09\/03\/1995|1995-03-09)$/);

it('keeps every choice and text made before hydration from the moment the page is interactive, and sends them', async () => {
  const action = jest.fn(answers({ status: 'done' }));
  const seen: Values[] = [];
  const page = (container: HTMLElement) => (
    <>
      <EveryControlForm action={action} />
      <TapAtCommit container={container} seen={seen} />
    </>
  );
  const container = typeBeforeHydration(page);
  expect(onScreen(container)).toEqual(typed);

  await act(async () => {
    render(withIntl(page(container)), { container, hydrate: true });
  });
  // Registering the fields wrote the rendered values into the page and the form; the typed ones
  // must be back in that same commit: the browser may paint or take a tap before a passive effect.
  expect(seen).toEqual([typed]);
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  expect(sent(action)).toMatchObject({ ...chosen, dob: sentDob });
  // the box unticked is sent as a plain post sends it: not at all
  expect(sent(action)).not.toHaveProperty('news');
  expect(onScreen(container)).toEqual(typed);
  container.remove();
});

// Seen in the browser (3 of 20 sign-ups with the scripts held): the form's id in the server's HTML
// was _R_52nmbsnqivb_, the one React computed while hydrating _R_18ltbsnqivb_; a form that looked
// itself up by that id took nothing back.
it('keeps them when the id React computes while hydrating is not the one in the server HTML', async () => {
  const action = jest.fn(answers({ status: 'done' }));
  const page = () => <EveryControlForm action={action} />;
  const container = typeBeforeHydration(page, { serverFormId: '_R_server_' });
  const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    render(withIntl(page()), { container, hydrate: true });
  });
  // React says so in development, and keeps the server's id
  expect(String(warn.mock.calls[0]?.[0])).toContain("didn't match the client properties. This won't be patched up");
  warn.mockRestore();
  expect(container.querySelector('form')).toHaveAttribute('id', '_R_server_');
  expect(onScreen(container)).toEqual(typed);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  expect(sent(action)).toMatchObject({ ...chosen, dob: sentDob });
  container.remove();
});
