import { DEMO_INVALID_PHONE_MESSAGE, HELPLINE_INVALID_PHONE_MESSAGE } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Text } from '../Text';
import { PhoneField, PHONE_PLACEHOLDER } from './PhoneField';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile number', name: 'phone_number', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('placeholder', PHONE_PLACEHOLDER);
    await userEvent.type(input, '03001234567');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '03001234567' });
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: '0300 1234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0300 1234567');
  },
};

export const WithHint: Story = {
  args: { hint: 'We call you back on this number.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('We call you back on this number.');
  },
};

/** The helpline's words, from @aafiyat/domain. */
export const InvalidHelpline: Story = {
  args: { defaultValue: '12345', error: HELPLINE_INVALID_PHONE_MESSAGE, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter Valid Mobile Number');
    await expect(input).toBeRequired();
    await expect(input).toHaveValue('12345');
  },
};

/** The demo form's words, from @aafiyat/domain. */
export const InvalidDemo: Story = {
  args: { defaultValue: '0300', error: DEMO_INVALID_PHONE_MESSAGE },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('Enter a valid Mobile Number');
  },
};

/** With `normalize`, a number typed in any common shape is rewritten as 03XXXXXXXXX on leaving the field. */
export const NormalizeOnBlur: Story = {
  args: { normalize: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '+92 300 123-4567');
    await userEvent.tab();
    await expect(input).toHaveValue('03001234567');
    await expect(args.onBlur).toHaveBeenLastCalledWith({ value: '03001234567' });
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '03001234567' });
  },
};

/** Text that is no mobile number stays as typed, so the person sees what to fix. */
export const NormalizeLeavesOtherText: Story = {
  args: { normalize: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '0300 12');
    await userEvent.tab();
    await expect(input).toHaveValue('0300 12');
  },
};

export const Controlled: Story = {
  args: { normalize: true },
  render: function Render(args) {
    const [phone, setPhone] = useState('');
    return (
      <Stack gap="small">
        <PhoneField
          {...args}
          value={phone}
          onChange={({ value }) => {
            setPhone(value);
          }}
        />
        <Text>{`Sent as: ${phone}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '0092 321 7654321');
    await userEvent.tab();
    await expect(canvas.getByText('Sent as: 03217654321')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '03001234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

/** In Urdu the digits keep their order (the input is ltr) and line up with the right-hand label. */
export const RightToLeft: Story = {
  args: { label: 'موبائل نمبر', normalize: true, error: HELPLINE_INVALID_PHONE_MESSAGE },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'موبائل نمبر' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(input).textAlign).toBe('end');
    // Urdu digits typed on an Urdu keyboard are read as a number.
    await userEvent.type(input, '۰۳۰۰۱۲۳۴۵۶۷');
    await userEvent.tab();
    await expect(input).toHaveValue('03001234567');
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '03001234567');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
