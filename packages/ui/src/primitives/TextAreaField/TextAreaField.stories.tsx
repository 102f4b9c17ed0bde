import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { CHARACTER_COUNT_ANNOUNCE_DELAY_MS } from '../Field/CharacterCount';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Primitives/TextAreaField',
  component: TextAreaField,
  args: { label: 'Your message', name: 'message', maxLength: 200, onChange: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count as it is seen (the announcement repeats its words for screen readers only). */
const SEEN = { selector: '[aria-hidden="true"]' };

/** Longer than the announce delay, so a test waits past it. */
const PAST_THE_PAUSE = { timeout: CHARACTER_COUNT_ANNOUNCE_DELAY_MS * 3 };

/** Typing: the count goes down as the person types; far from the limit nothing is announced. */
export const Playground: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAttribute('maxlength', '200');
    await expect(box).toHaveAccessibleDescription(t('CharacterCount.limit', { max: 200 }));
    await expect(canvas.getByText(t('CharacterCount.left', { count: 200 }), SEEN)).toBeVisible();
    await userEvent.type(box, 'Please call me.');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Please call me.' });
    await expect(canvas.getByText(t('CharacterCount.left', { count: 185 }), SEEN)).toBeVisible();
    // The polite region stays empty far from the limit, even after typing pauses.
    await new Promise((resolve) => setTimeout(resolve, CHARACTER_COUNT_ANNOUNCE_DELAY_MS * 1.5));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Near the limit: once typing pauses, how many are left is announced politely, not on every keystroke. */
export const NearTheLimit: Story = {
  args: { defaultValue: 'x'.repeat(185) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    const status = canvas.getByRole('status');
    await waitFor(
      () => expect(status).toHaveTextContent(t('CharacterCount.left', { count: 15 })),
      PAST_THE_PAUSE,
    );
    await userEvent.type(box, 'abc');
    await expect(canvas.getByText(t('CharacterCount.left', { count: 12 }), SEEN)).toBeVisible();
    // Just typed: the announcement waits for the pause.
    await expect(status).toHaveTextContent(t('CharacterCount.left', { count: 15 }));
    await waitFor(
      () => expect(status).toHaveTextContent(t('CharacterCount.left', { count: 12 })),
      PAST_THE_PAUSE,
    );
    await expect(
      canvas.getByText(t('CharacterCount.left', { count: 12 }), SEEN).parentElement,
    ).toHaveAttribute('data-state', 'near');
  },
};

/** At the limit: nothing more can be typed, and the count says none are left. */
export const AtTheLimit: Story = {
  args: { defaultValue: 'y'.repeat(200) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'more');
    await expect(box).toHaveValue('y'.repeat(200));
    await expect(canvas.getByText(t('CharacterCount.left', { count: 0 }), SEEN)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(t('CharacterCount.left', { count: 0 })),
      PAST_THE_PAUSE,
    );
  },
};

/** With a hint and an error: both describe the field, with the limit between them. */
export const WithError: Story = {
  args: { hint: 'Tell us what you need.', error: 'Message is required.', required: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      `Tell us what you need. ${t('CharacterCount.limit', { max: 200 })} Message is required.`,
    );
  },
};

/** Without the count, where a form has no room for it; the limit still holds. */
export const WithoutCount: Story = {
  args: { showCount: false },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('maxlength', '200');
    await expect(canvas.queryByText(t('CharacterCount.left', { count: 200 }))).toBeNull();
  },
};
