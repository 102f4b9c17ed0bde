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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const group = within(canvas.getByRole('group', { name: t('MedicalHistoryForm.label') }));
    await expect(group.getAllByRole('checkbox')).toHaveLength(22);
    await expect(group.getByRole('checkbox', { name: t('ChronicDisease.diabetesType2') })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: t('ChronicDisease.hypertension') })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: t('ChronicDisease.asthma') })).not.toBeChecked();
  },
};

/** Nothing stored: nothing ticked, and saving sends the empty list. */
export const Empty: Story = {
  args: { defaultValue: [] },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('MedicalHistoryForm.save') }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

/** Ticking and saving: the whole list in the domain's order, then the confirmation, announced. */
export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('ChronicDisease.asthma') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('ChronicDisease.hypertension') }));
    await userEvent.click(canvas.getByRole('button', { name: t('MedicalHistoryForm.save') }));
    await expect(args.onSave).toHaveBeenCalledWith(['Diabetes Type 2', 'Asthma']);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('MedicalHistoryForm.saved'));
    // A new change clears the old confirmation.
    await userEvent.click(canvas.getByRole('checkbox', { name: t('ChronicDisease.epilepsy') }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Saving: the button shows progress and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const save = canvas.getByRole('button', { name: t('MedicalHistoryForm.save') });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/**
 * The page's own failure (an error it worded itself): its message, announced, in either language; the ticks stay
 * as chosen.
 */
export const ServerError: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const thalassemia = t('ChronicDisease.thalassemia');
    mocked(args.onSave).mockRejectedValueOnce(
      new Error('Something went wrong on our side. Please try again.'),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: thalassemia }));
    await userEvent.click(canvas.getByRole('button', { name: t('MedicalHistoryForm.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(canvas.getByRole('checkbox', { name: thalassemia })).toBeChecked();
  },
};

/** The server refuses the list (a condition twice): the list's own sentence under it, the ticks kept. */
export const ServerRefusesList: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const label = t('MedicalHistoryForm.label');
    const thalassemia = t('ChronicDisease.thalassemia');
    mocked(args.onSave).mockRejectedValueOnce(
      Object.assign(new Error('must NOT have duplicate items (items ## 1 and 0 are identical)'), {
        fields: [
          { path: 'body/chronic_diseases', code: 'duplicate', message: 'must NOT have duplicate items' },
        ],
      }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: thalassemia }));
    await userEvent.click(canvas.getByRole('button', { name: t('MedicalHistoryForm.save') }));
    const list = canvas.getByRole('group', { name: (name) => name.startsWith(label) });
    await waitFor(() =>
      expect(list).toHaveAccessibleDescription(
        expect.stringContaining(t('FieldProblem.duplicate', { label })),
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(list).not.toHaveTextContent(/must NOT/i);
    await expect(canvas.getByRole('checkbox', { name: thalassemia })).toBeChecked();
  },
};

/** A rejection without a message: a general sentence instead of nothing. */
export const UnknownError: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSave).mockRejectedValueOnce(new Error(''));
    await userEvent.click(canvas.getByRole('button', { name: t('MedicalHistoryForm.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('MedicalHistoryForm.failed'));
  },
};

/** Keyboard: Space ticks the focused condition, Tab reaches Save. */
export const Keyboard: Story = {
  args: { defaultValue: [] },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const first = canvas.getByRole('checkbox', { name: t('ChronicDisease.diabetesType1') });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    const save = canvas.getByRole('button', { name: t('MedicalHistoryForm.save') });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(['Diabetes Type 1']);
  },
};

/** Right to left: the same list and button. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('group', { name: t('MedicalHistoryForm.label') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('MedicalHistoryForm.save') })).toBeVisible();
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
