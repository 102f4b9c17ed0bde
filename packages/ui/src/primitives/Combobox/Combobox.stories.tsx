import { CITY_OPTIONS, withAllOption } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { Button } from '../Button';
import { Text } from '../Text';
import { Combobox } from './Combobox';
import { storyMessages } from '../../test-support/storyLocale';

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: {
    label: 'City',
    name: 'city',
    options: CITY_OPTIONS,
    placeholder: 'Start typing a city',
    onChange: fn(),
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'lah');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('Lahore');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Lahore');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Lahore' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing filters, ignoring case and accents; the count is announced. */
export const FilterByTyping: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'LÁH');
    const listbox = canvas.getByRole('listbox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Lahore');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('Combobox.results', { count: options.length }),
    );
  },
};

/** Labels that start with the query come before those that only contain it. */
export const StartsWithFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'kot');
    const labels = canvas.getAllByRole('option').map((option) => option.textContent);
    const firstContains = labels.findIndex((label) => !label.toLowerCase().startsWith('kot'));
    const lastStarts = labels.findLastIndex((label) => label.toLowerCase().startsWith('kot'));
    await expect(lastStarts).toBeGreaterThanOrEqual(0);
    if (firstContains !== -1) await expect(lastStarts).toBeLessThan(firstContains);
  },
};

/** Arrows move the active option (aria-activedescendant), wrapping at the ends; Enter chooses. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(CITY_OPTIONS.length);
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[2]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue(CITY_OPTIONS[1]?.label);
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: CITY_OPTIONS[1]?.value });
    // Focus stays in the input throughout: the listbox never takes it.
    await expect(input).toHaveFocus();
    // Up on a closed list opens it on the last option; down from there wraps to the first.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = canvas.getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', reopened.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', reopened[0]?.id);
  },
};

/** Escape closes the list first, then clears the text and the choice. */
export const EscapeClosesThenClears: Story = {
  args: { defaultValue: 'Quetta' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveValue('Quetta');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // Opening puts the active option on the current choice.
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent('Quetta');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Quetta');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '' });
  },
};

export const NoResults: Story = {
  play: async ({ canvas, globals }) => {
    const noResults = storyMessages(globals)('Combobox.noResults');
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'zzq');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(noResults);
    await expect(canvas.getAllByText(noResults)).toHaveLength(2);
    // What was typed stays while the person fixes it.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}la');
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(0));
  },
};

/** A city filter: 'All' comes first. */
export const AllOptionFirst: Story = {
  args: { options: withAllOption(CITY_OPTIONS), defaultValue: 'All', label: 'Filter by city' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Filter by city' });
    await expect(input).toHaveValue('All');
    await userEvent.click(input);
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('All');
    await expect(options).toHaveLength(CITY_OPTIONS.length + 1);
  },
};

export const PointerSelection: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'isl');
    await userEvent.click(canvas.getByRole('option', { name: 'Islamabad' }));
    await expect(input).toHaveValue('Islamabad');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Islamabad' });
  },
};

/** The field with a button after it, for the stories where Tab leaves the field. */
const withAButtonAfter: NonNullable<Story['render']> = (args) => (
  <Stack gap="medium">
    <Combobox {...args} />
    <Button>Search</Button>
  </Stack>
);

/** Tab leaves without choosing the active option; an exactly typed name counts as a choice. */
export const TabLeaves: Story = {
  render: withAButtonAfter,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'mult');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Not a choice: the text goes back to the (empty) choice.
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await userEvent.type(input, 'karachi');
    await userEvent.tab();
    await expect(input).toHaveValue('Karachi');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Karachi' });
  },
};

/**
 * Options shown by other names than their values (an Urdu page's cities): a value typed in full and left by Tab
 * counts as a choice too, and the field shows that option's name.
 */
export const TabLeavesOnATypedValue: Story = {
  args: {
    options: [
      { value: 'Lahore', label: 'لاہور' },
      { value: 'Karachi', label: 'کراچی' },
      { value: 'Multan', label: 'ملتان' },
    ],
  },
  render: withAButtonAfter,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'lahore');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(input).toHaveValue('لاہور');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Lahore' });
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [city, setCity] = useState('Peshawar');
    return (
      <Stack gap="small">
        <Combobox
          {...args}
          value={city}
          onChange={({ value }) => {
            setCity(value);
          }}
        />
        <Text>{`Chosen: ${city}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveValue('Peshawar');
    await userEvent.clear(input);
    await userEvent.type(input, 'sialk');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByText('Chosen: Sialkot')).toBeVisible();
    const hidden = canvas
      .getByRole('combobox', { name: 'City' })
      .parentElement?.querySelector('input[type="hidden"]');
    await expect(hidden).toHaveValue('Sialkot');
  },
};

export const WithHint: Story = {
  args: { hint: 'We show doctors near you.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'We show doctors near you.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please fill in all the fields.');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Multan' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    await userEvent.click(input);
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const RightToLeft: Story = {
  args: { label: 'شہر', placeholder: 'شہر کا نام لکھیں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'شہر' });
    await userEvent.type(input, 'lah');
    const listbox = canvas.getByRole('listbox');
    await expect(listbox.getBoundingClientRect().right).toBeCloseTo(input.getBoundingClientRect().right, 0);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Lahore');
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    const option = canvas.getAllByRole('option')[0];
    await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
