import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FieldWordings } from '../primitives/Field/serverFieldErrors';
import type { FormCheck } from './formErrors';
import { useFormState } from './useFormState';

interface Values {
  name: string;
  tags: string[];
  password: string;
  confirm: string;
}
type Field = keyof Values;
interface Account {
  name: string;
  tags: string[];
  password: string;
}

const blank: Values = { name: '', tags: [], password: '', confirm: '' };
const fields = ['name', 'tags', 'password', 'confirm'] as const;
const wordings: FieldWordings<'name' | 'password'> = {
  name: { property: 'name', label: 'Name' },
  password: { property: 'password', label: 'Password' },
};

function check(values: Values): FormCheck<Field, Account> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.name.trim() === '') errors.name = 'Enter your name.';
  if (values.tags.length === 0) errors.tags = 'Choose a tag.';
  if (values.password.length < 4) errors.password = 'Use at least 4 characters.';
  else if (values.confirm !== values.password) errors.confirm = 'The two passwords do not match.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name: values.name.trim(), tags: values.tags, password: values.password } };
}

/** A form of each kind of field the site's forms hold: text, a group of checkboxes, two linked passwords. */
function Form({ send, onLive }: { send: (account: Account) => Promise<unknown>; onLive?: () => void }) {
  const form = useFormState({ initialValues: blank, fields, check, send, wordings });
  // Declared after useFormState, so it runs after the form's own effect: the form is live then.
  useEffect(() => {
    onLive?.();
  }, [onLive]);
  const text = (field: 'name' | 'password' | 'confirm') => (
    <div>
      <label htmlFor={field}>{field}</label>
      <input
        id={field}
        ref={form.fieldRef(field)}
        value={form.values[field]}
        aria-describedby={`${field}-error`}
        onChange={(event) => {
          form.change(field, event.target.value);
        }}
      />
      <span id={`${field}-error`}>{form.errors[field]}</span>
    </div>
  );
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      {text('name')}
      <fieldset ref={form.fieldRef('tags')}>
        <legend>Tags</legend>
        <label>
          <input type="checkbox" disabled />
          retired
        </label>
        {['blue', 'green'].map((tag) => (
          <label key={tag}>
            <input
              type="checkbox"
              checked={form.values.tags.includes(tag)}
              onChange={(event) => {
                form.change(
                  'tags',
                  event.target.checked
                    ? [...form.values.tags, tag]
                    : form.values.tags.filter((t) => t !== tag),
                );
              }}
            />
            {tag}
          </label>
        ))}
        <span data-testid="tags-error">{form.errors.tags}</span>
      </fieldset>
      {text('password')}
      {text('confirm')}
      <p role="alert">{form.alert}</p>
      <p data-testid="pending">{form.pending ? 'sending' : 'idle'}</p>
      <button type="submit">Save</button>
      <button
        type="button"
        onClick={() => {
          form.reset();
          form.focus('name');
        }}
      >
        Start again
      </button>
    </form>
  );
}

/** A send that stays under way until the test settles it. */
function deferredSend() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  const send = vi.fn(
    (_account: Account) =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    send,
    resolve: () => settle?.resolve(undefined),
    reject: (error: unknown) => settle?.reject(error),
  };
}

async function fillValid(screen: Awaited<ReturnType<typeof render>>) {
  await userEvent.fill(screen.getByRole('textbox', { name: 'name' }), 'Ayesha');
  await userEvent.click(screen.getByRole('checkbox', { name: 'blue' }));
  await userEvent.fill(screen.getByRole('textbox', { name: 'password' }), 'secret');
  await userEvent.fill(screen.getByRole('textbox', { name: 'confirm' }), 'secret');
}

describe('useFormState', () => {
  it('marks every wrong field on submit and focuses the first; a fixed field’s message goes, none appears', async () => {
    const { send } = deferredSend();
    const screen = await render(<Form send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'name' });
    await expect.element(name).toHaveAccessibleDescription('Enter your name.');
    await expect.element(name).toHaveFocus();
    await expect.element(screen.getByTestId('tags-error')).toHaveTextContent('Choose a tag.');
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(name, 'A');
    await expect.element(name).toHaveAccessibleDescription('');
    await expect.element(screen.getByTestId('tags-error')).toHaveTextContent('Choose a tag.');
    // A long enough password now needs a matching confirmation, but that message waits for the next submit.
    await userEvent.fill(screen.getByRole('textbox', { name: 'password' }), 'secret');
    await expect.element(screen.getByRole('textbox', { name: 'confirm' })).toHaveAccessibleDescription('');
  });

  it('focuses the first enabled control of a group in error', async () => {
    const { send } = deferredSend();
    const screen = await render(<Form send={send} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'name' }), 'Ayesha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByRole('checkbox', { name: 'blue' })).toHaveFocus();
  });

  it('drops the confirmation’s mismatch once the first password is changed to match', async () => {
    const { send } = deferredSend();
    const screen = await render(<Form send={send} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'password' }), 'secret');
    await userEvent.fill(screen.getByRole('textbox', { name: 'confirm' }), 'secreT');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByRole('textbox', { name: 'confirm' });
    await expect.element(confirm).toHaveAccessibleDescription('The two passwords do not match.');
    await userEvent.fill(screen.getByRole('textbox', { name: 'password' }), 'secreT');
    await expect.element(confirm).toHaveAccessibleDescription('');
  });

  it('sends once while pending and keeps everything typed after a refusal, its problems under their fields', async () => {
    const { send, reject } = deferredSend();
    const screen = await render(<Form send={send} />);
    await fillValid(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByTestId('pending')).toHaveTextContent('sending');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ayesha', tags: ['blue'], password: 'secret' });

    reject(
      Object.assign(new Error('must NOT have fewer than 8 characters'), {
        fields: [
          {
            path: 'body/password',
            code: 'too_short',
            limit: 8,
            message: 'must NOT have fewer than 8 characters',
          },
        ],
      }),
    );
    const password = screen.getByRole('textbox', { name: 'password' });
    await expect.element(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await expect.element(password).toHaveFocus();
    await expect.element(password).toHaveValue('secret');
    await expect.element(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Ayesha');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('');
    await expect.element(screen.getByTestId('pending')).toHaveTextContent('idle');

    // The server's word stands while another field changes, and goes once its own field is edited.
    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), ' Khan');
    await expect.element(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await userEvent.type(password, '99');
    await expect.element(password).toHaveAccessibleDescription('');
  });

  it('says a refusal that names no field in the alert, and sends again', async () => {
    const { send, reject, resolve } = deferredSend();
    const screen = await render(<Form send={send} />);
    await fillValid(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    reject(new Error('Aafiyat is busy. Please try again.'));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Aafiyat is busy. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('');
    resolve();
    await expect.element(screen.getByTestId('pending')).toHaveTextContent('idle');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts again blank, without messages, at the field it is asked to focus', async () => {
    const { send } = deferredSend();
    const screen = await render(<Form send={send} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'password' }), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await expect.element(screen.getByRole('textbox', { name: 'password' })).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: 'name' })).toHaveAccessibleDescription('');
    await expect.element(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
  });

  it('takes what was typed into the prerendered form before it was live, and sends it', async () => {
    const { send, resolve } = deferredSend();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form send={send} />);
    document.body.append(container);
    try {
      // Typed while the page had no script yet: on screen, unknown to React.
      const field = (name: string) => container.querySelector<HTMLInputElement>(`#${name}`)!;
      field('name').value = 'Ayesha';
      field('password').value = 'secret';
      field('confirm').value = 'secret';
      const hydrated = new Promise<void>((done) => {
        hydrateRoot(container, <Form send={send} onLive={done} />);
      });
      await hydrated;
      expect(field('name').value).toBe('Ayesha');
      await userEvent.click(
        container.querySelector<HTMLInputElement>('input[type="checkbox"]:not([disabled])')!,
      );
      await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
      await vi.waitFor(() => {
        expect(send).toHaveBeenCalledWith({ name: 'Ayesha', tags: ['blue'], password: 'secret' });
      });
      // Nothing typed since: the fields still show it, and no field says it is empty.
      expect(field('name').value).toBe('Ayesha');
      expect(container.querySelector('#name-error')?.textContent).toBe('');
      resolve();
    } finally {
      container.remove();
    }
  });
});
