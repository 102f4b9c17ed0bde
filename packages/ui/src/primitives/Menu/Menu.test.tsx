import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Menu } from './Menu';

const items = [
  { label: 'Patient', href: '/patient/login' },
  { label: 'Doctor', href: '/doctor/login' },
];

/** Lets the microtasks queued by what just ran finish: still the same task, before the browser's next one. */
async function sameTask(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

describe('Menu', () => {
  it('says it is open or closed in the task of the press itself, not a task later', async () => {
    const screen = await render(<Menu label="Login" items={items} />);
    const button = screen.getByRole('button', { name: 'Login' }).element() as HTMLButtonElement;
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    // The browser opens the list natively (popovertarget) and fires `toggle` in a task of its own: the button's
    // state is set from `beforetoggle`, which comes with the press, so no key pressed straight after sees it stale.
    button.click();
    await sameTask();
    expect(list.matches(':popover-open')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    await sameTask();
    expect(list.matches(':popover-open')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens at a press and closes at the next, its entries there in between', async () => {
    const screen = await render(<Menu label="Login" items={items} />);
    const button = screen.getByRole('button', { name: 'Login' });
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(button);
      await expect.element(screen.getByRole('link', { name: 'Patient' })).toBeVisible();
      await expect.element(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(button);
      await expect.element(screen.getByRole('link', { name: 'Patient' })).not.toBeInTheDocument();
      await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
