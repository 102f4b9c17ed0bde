import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { storyMessages } from '../../test-support/storyLocale';
import { Button } from '../Button';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 's3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 's3cret!' });
  },
};

/** The toggle reveals the password and hides it again; its name stays, aria-pressed says the state. */
export const ToggleReveals: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: t('PasswordField.show') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(input, 'abcdef');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveValue('abcdef');
  },
};

/** A pointer press keeps focus in the input and the caret where it was, so typing carries on. */
export const KeepsFocusAndCaret: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(input, 'abcdef');
    input.setSelectionRange(3, 3);
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordField.show') }));
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('abcXdef');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: t('PasswordField.show') });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    // Keyboard users keep their place on the toggle.
    await expect(toggle).toHaveFocus();
  },
};

export const NewPassword: Story = {
  args: { label: 'Choose a password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Choose a password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const Invalid: Story = {
  args: { error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please fill in all the fields.');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('PasswordField.show') })).toBeDisabled();
  },
};

/** Submitting hides the password again, so the browser never keeps it as plain text. */
export const HiddenOnSubmit: Story = {
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Stack gap="medium">
        <PasswordField {...args} />
        <Button type="submit">Sign in</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordField.show') }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** In Urdu: the toggle is "پاس ورڈ دکھائیں" and sits at the end of the input, the left. */
export const Urdu: Story = {
  args: { label: 'پاس ورڈ' },
  globals: { locale: 'ur' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText('پاس ورڈ');
    const toggle = canvas.getByRole('button', { name: t('PasswordField.show') });
    // The toggle sits at the end of the input: the left in rtl.
    await expect(toggle.getBoundingClientRect().left).toBeCloseTo(input.getBoundingClientRect().left, 0);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const toggle = canvas.getByRole('button', { name: t('PasswordField.show') });
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
