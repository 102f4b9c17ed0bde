import { CHRONIC_DISEASES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms and conditions', name: 'terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ checked: true, value: 'on' });
  },
};

/** The label is part of the target: clicking the words ticks the box. */
export const LabelClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    const row = canvas.getByText('I agree to the terms and conditions').closest('label');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'You can read them on the Terms page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'You can read them on the Terms page.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please fill in all the fields.');
    await expect(box).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The 22 chronic diseases of @aafiyat/domain, in a fieldset whose legend asks the question. */
export const ChronicDiseases: Story = {
  render: () => (
    <CheckboxGroup
      label="Chronic diseases"
      hint="Tick all that apply."
      options={CHRONIC_DISEASES}
      name="chronic_diseases"
      defaultValue={['Asthma']}
    />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Chronic diseases' });
    await expect(group).toHaveAccessibleDescription('Tick all that apply.');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(CHRONIC_DISEASES.length);
    await expect(canvas.getByRole('checkbox', { name: 'Asthma' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hypertension' }));
    await expect(canvas.getByRole('checkbox', { name: 'Hypertension' })).toBeChecked();
  },
};

export const GroupChanges: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Chronic diseases"
      options={CHRONIC_DISEASES.slice(0, 4)}
      onChange={({ value }) => {
        args.onChange?.({ checked: value.length > 0, value: value.join(',') });
      }}
    />
  ),
  play: async ({ canvas, args }) => {
    // Ticked in any order, reported in the list's order.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hypertension' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Diabetes Type 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      checked: true,
      value: 'Diabetes Type 1,Hypertension',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hypertension' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ checked: true, value: 'Diabetes Type 1' });
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Chronic diseases"
      options={CHRONIC_DISEASES.slice(0, 3)}
      error="Please fill in all the fields."
      required
    />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Chronic diseases' });
    await expect(group).toHaveAccessibleDescription('Please fill in all the fields.');
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const GroupKeyboard: Story = {
  render: () => <CheckboxGroup label="Chronic diseases" options={CHRONIC_DISEASES.slice(0, 3)} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('checkbox', { name: CHRONIC_DISEASES[1] });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { label: 'میں شرائط و ضوابط سے متفق ہوں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'میں شرائط و ضوابط سے متفق ہوں' });
    const text = canvas.getByText('میں شرائط و ضوابط سے متفق ہوں');
    // The box comes first in reading order: on the right in rtl.
    await expect(box.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().left);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  render: () => <CheckboxGroup label="Chronic diseases" options={CHRONIC_DISEASES} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(CHRONIC_DISEASES.length);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
