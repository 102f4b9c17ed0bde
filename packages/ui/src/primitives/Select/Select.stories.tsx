import { CITY_OPTIONS, withAllOption } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const paymentFilters = [
  { value: 'All', label: 'All' },
  { value: 'Cleared', label: 'Cleared' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Failed', label: 'Failed' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'City',
    name: 'city',
    options: CITY_OPTIONS,
    placeholder: 'Choose a city',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.selectOptions(select, 'Lahore');
    await expect(select).toHaveValue('Lahore');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Lahore' });
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'City' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a city' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Karachi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Karachi');
  },
};

/** A filter: 'All' first, nothing to ask for. */
export const Filter: Story = {
  args: { label: 'Payments', options: paymentFilters, placeholder: undefined, name: 'filter' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Payments' });
    await expect(select).toHaveValue('All');
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('All');
  },
};

export const CityFilterWithAll: Story = {
  args: { options: withAllOption(CITY_OPTIONS), placeholder: undefined },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('All');
    await expect(options).toHaveLength(CITY_OPTIONS.length + 1);
  },
};

export const WithHint: Story = {
  args: { hint: 'Where you want to see doctors.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'Where you want to see doctors.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'City' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please fill in all the fields.');
    await expect(select).toBeRequired();
    // The prompt cannot be chosen again once the field is required.
    await expect(canvas.getByRole('option', { name: 'Choose a city' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Quetta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { options: paymentFilters, placeholder: undefined, label: 'Payments' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Payments' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Pending');
    await expect(args.onChange).toHaveBeenCalledWith({ value: 'Pending' });
  },
};

export const RightToLeft: Story = {
  args: { label: 'شہر', placeholder: 'شہر منتخب کریں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'شہر' });
    const chevron = canvasElement.querySelector('svg');
    // The chevron sits at the end side: the left in rtl.
    const selectBox = select.getBoundingClientRect();
    await expect(chevron?.getBoundingClientRect().left).toBeLessThan(selectBox.left + selectBox.width / 2);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'City' });
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
