import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { storyMessages } from '../../test-support/storyLocale';
import { Text } from '../Text';
import { TextField, textFieldInputModes, textFieldTypes } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', autoComplete: 'name', name: 'name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    inputMode: { control: 'select', options: textFieldInputModes },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ayesha Khan');
    await expect(input).toHaveValue('Ayesha Khan');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Ayesha Khan' });
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith({ value: 'Ayesha Khan' });
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).toHaveAttribute('autocomplete', 'name');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Muhammad Abdullah' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('Muhammad Abdullah');
    await userEvent.clear(input);
    await userEvent.type(input, 'Sana');
    await expect(input).toHaveValue('Sana');
  },
};

/** A long single-line text (an address) shows how many characters are left. */
export const WithCount: Story = {
  args: { label: 'Address', name: 'address', maxLength: 300, showCount: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await expect(input).toHaveAttribute('maxlength', '300');
    await expect(input).toHaveAccessibleDescription(t('CharacterCount.limit', { max: 300 }));
    await userEvent.type(input, '14 Main Boulevard');
    await expect(canvas.getByText(t('CharacterCount.left', { count: 283 }))).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'As it appears on your CNIC.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your CNIC.');
  },
};

/** After a submit: the message sits under the field, with an icon, and is read with it. */
export const Invalid: Story = {
  args: { hint: 'As it appears on your CNIC.', error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'As it appears on your CNIC. Please fill in all the fields.',
    );
    const message = canvas.getByText('Please fill in all the fields.');
    // The error is not colour alone: an icon goes with the words.
    await expect(message.parentElement?.querySelector('svg')).not.toBeNull();
    // What the person typed is kept and they can fix it.
    await userEvent.type(input, 'Ali');
    await expect(input).toHaveValue('Ali');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
    // aria-required, not the native attribute: the form's own messages speak, not the browser's bubble.
    await expect(input).not.toHaveAttribute('required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ayesha Khan' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ayesha Khan');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Ayesha Khan' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ayesha Khan');
    await expect(input).toHaveAttribute('readonly');
  },
};

export const MaxLength: Story = {
  args: { label: 'Clinic code', maxLength: 6, autoComplete: 'off' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Clinic code' });
    await userEvent.type(input, 'ABCDEFGH');
    await expect(input).toHaveValue('ABCDEF');
  },
};

/** The caller keeps the value: its state, not the field's, decides what shows. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Stack gap="small">
        <TextField
          {...args}
          value={value}
          onChange={({ value: next }) => {
            setValue(next.toUpperCase());
          }}
        />
        <Text>{`Kept: ${value}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'ali');
    await expect(input).toHaveValue('ALI');
    await expect(canvas.getByText('Kept: ALI')).toBeVisible();
  },
};

export const KeyboardOrder: Story = {
  render: (args) => (
    <Stack gap="large">
      <TextField {...args} />
      <TextField {...args} label="Email" type="email" autoComplete="email" name="email" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { label: 'پورا نام', hint: 'جیسا شناختی کارڈ پر ہے', error: 'براہ کرم تمام خانے پُر کریں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'پورا نام' });
    await userEvent.type(input, 'عائشہ');
    await expect(input).toHaveValue('عائشہ');
    // The label sits at the start edge, which is the right in rtl.
    const label = canvas.getByText('پورا نام');
    await expect(label.getBoundingClientRect().right).toBeCloseTo(input.getBoundingClientRect().right, 0);
  },
};

export const Phone360: Story = {
  args: { hint: 'A long hint that wraps onto several lines on a narrow phone screen without overflowing.' },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
