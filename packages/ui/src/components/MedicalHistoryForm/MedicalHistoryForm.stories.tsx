import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { MedicalHistoryForm } from './MedicalHistoryForm';
import { storyMessages } from '../../test-support/storyLocale';

const meta = {
  title: 'Components/MedicalHistoryForm',
  component: MedicalHistoryForm,
  args: {
    defaultValue: ['Diabetes Type 2', 'Hypertension'],
    onSave: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MedicalHistoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored conditions ticked, the rest not; the list is one named group. */
export const Prefilled: Story = {
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Long-term conditions' }));
    await expect(group.getAllByRole('checkbox')).toHaveLength(22);
    await expect(group.getByRole('checkbox', { name: 'Diabetes Type 2' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Hypertension' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Asthma' })).not.toBeChecked();
  },
};

/** Nothing stored: nothing ticked, and saving sends the empty list. */
export const Empty: Story = {
  args: { defaultValue: [] },
  play: async ({ canvas, args }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save medical history' }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

/** Ticking and saving: the whole list in the domain's order, then the confirmation, announced. */
export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const savedMessage = storyMessages(globals)('MedicalHistoryForm.saved');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Asthma' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hypertension' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save medical history' }));
    await expect(args.onSave).toHaveBeenCalledWith(['Diabetes Type 2', 'Asthma']);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(savedMessage);
    // A new change clears the old confirmation.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Epilepsy' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Saving: the button shows progress and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save medical history' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses: its message, announced; the ticks stay as chosen. */
export const ServerError: Story = {
  play: async ({ canvas, args }) => {
    mocked(args.onSave).mockRejectedValueOnce(
      new Error('Something went wrong on our side. Please try again.'),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Thalassemia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save medical history' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Thalassemia' })).toBeChecked();
  },
};

/** The server refuses the list (a condition twice): the list's own sentence under it, the ticks kept. */
export const ServerRefusesList: Story = {
  play: async ({ canvas, args }) => {
    mocked(args.onSave).mockRejectedValueOnce(
      Object.assign(new Error('must NOT have duplicate items (items ## 1 and 0 are identical)'), {
        fields: [
          { path: 'body/chronic_diseases', code: 'duplicate', message: 'must NOT have duplicate items' },
        ],
      }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Thalassemia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save medical history' }));
    const list = canvas.getByRole('group', { name: /Long-term conditions/ });
    await waitFor(() =>
      expect(list).toHaveAccessibleDescription(
        expect.stringContaining('Long-term conditions lists the same item more than once.'),
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(list).not.toHaveTextContent(/must NOT/i);
    await expect(canvas.getByRole('checkbox', { name: 'Thalassemia' })).toBeChecked();
  },
};

/** A rejection without a message: a general sentence instead of nothing. */
export const UnknownError: Story = {
  play: async ({ canvas, args, globals }) => {
    const failedMessage = storyMessages(globals)('MedicalHistoryForm.failed');
    mocked(args.onSave).mockRejectedValueOnce(new Error(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Save medical history' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failedMessage);
  },
};

/** Keyboard: Space ticks the focused condition, Tab reaches Save. */
export const Keyboard: Story = {
  args: { defaultValue: [] },
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('checkbox', { name: 'Diabetes Type 1' });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    const save = canvas.getByRole('button', { name: 'Save medical history' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(['Diabetes Type 1']);
  },
};

/** Right to left: the same list and button. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Long-term conditions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save medical history' })).toBeVisible();
  },
};

/**
 * In Urdu: the group, each condition by the name patients use (the value saved stays the domain's), and the
 * outcome.
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'دیرینہ بیماریاں' }));
    await expect(group.getByRole('checkbox', { name: 'ہائی بلڈ پریشر' })).toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'دمہ' }));
    await userEvent.click(canvas.getByRole('button', { name: 'طبی ریکارڈ محفوظ کریں' }));
    await expect(args.onSave).toHaveBeenCalledWith(['Diabetes Type 2', 'Hypertension', 'Asthma']);
    await expect(await canvas.findByText('آپ کا طبی ریکارڈ محفوظ ہو گیا۔')).toBeVisible();
  },
};

/** On a 360 px phone nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
