import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './Field';
import { control } from './Field.css';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Message',
    hint: 'Tell us what you need help with.',
    children: (field) => <textarea className={control} rows={3} {...field} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame any control can sit in: here a textarea, named by the label and described by the hint. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAccessibleDescription('Tell us what you need help with.');
    await userEvent.click(canvas.getByText('Message'));
    await expect(textarea).toHaveFocus();
  },
};

/** The error comes after the hint in the description, with an icon beside its words. */
export const Invalid: Story = {
  args: { error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription(
      'Tell us what you need help with. Please fill in all the fields.',
    );
    await expect(canvasElement.querySelector('[data-state="error"] svg')).not.toBeNull();
    // The required marker is decoration; the name stays the label's words.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HiddenLabel: Story = {
  args: { labelHidden: true, hint: undefined },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Message');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** `as="group"`: a fieldset whose legend is the label; the messages describe the group. */
export const Group: Story = {
  args: {
    as: 'group',
    label: 'Preferred time',
    error: 'Please fill in all the fields.',
    children: () => (
      <div>
        <label>
          <input type="radio" name="time" value="morning" /> Morning
        </label>
        <label>
          <input type="radio" name="time" value="evening" /> Evening
        </label>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Preferred time' });
    await expect(group).toHaveAccessibleDescription(
      'Tell us what you need help with. Please fill in all the fields.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Evening' }));
    await expect(canvas.getByRole('radio', { name: 'Evening' })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: { label: 'پیغام', hint: 'بتائیں ہم کیا مدد کر سکتے ہیں', error: 'براہ کرم تمام خانے پُر کریں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'پیغام' });
    await userEvent.type(textarea, 'سلام');
    await expect(textarea).toHaveValue('سلام');
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
