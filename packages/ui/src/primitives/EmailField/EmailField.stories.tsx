import { DEMO_INVALID_EMAIL_MESSAGE, EMAIL_MAX_LENGTH } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailField } from './EmailField';

const meta = {
  title: 'Primitives/EmailField',
  component: EmailField,
  args: { label: 'Email', name: 'email', onChange: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
    await userEvent.type(input, 'ayesha@example.pk');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'ayesha@example.pk' });
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'clinic@aafiyat.pk' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('clinic@aafiyat.pk');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the demo details here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the demo details here.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ayesha@', error: DEMO_INVALID_EMAIL_MESSAGE, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(DEMO_INVALID_EMAIL_MESSAGE);
    await expect(input).toBeRequired();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'clinic@aafiyat.pk' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('clinic@aafiyat.pk');
  },
};

export const RightToLeft: Story = {
  args: { label: 'ای میل' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ای میل' });
    // Addresses stay left to right inside the Urdu page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, 'ali@example.pk');
    await expect(input).toHaveValue('ali@example.pk');
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { defaultValue: 'a.very.long.address.for.a.clinic.administrator@example-hospital.com.pk' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
