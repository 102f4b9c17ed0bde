import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BranchPicker } from './BranchPicker';
import { storyMessages } from '../../test-support/storyLocale';

const meta = {
  title: 'Components/BranchPicker',
  component: BranchPicker,
  args: {
    branches: [
      {
        id: 12,
        clinicName: 'Shifa Family Clinic',
        branchName: 'DHA Phase 6',
        city: 'Karachi',
        address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6',
      },
      {
        id: 13,
        clinicName: 'Shifa Family Clinic',
        branchName: 'Gulshan-e-Iqbal',
        city: 'Karachi',
        address: 'Block 13-D, University Road, Gulshan-e-Iqbal',
      },
    ],
    onSubmit: fn(() => Promise.resolve()),
    onBack: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof BranchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: one radio group, each branch with its address. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('group', { name: t('BranchPicker.legend') })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByText('Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi')).toBeVisible();
  },
};

/** Continue without a choice: the group says so and focus goes to the first branch. */
export const Invalid: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('BranchPicker.continue') }));
    await expect(canvas.getByRole('group', { name: t('BranchPicker.legend') })).toHaveAccessibleDescription(
      t('BranchPicker.missing'),
    );
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arrow keys move between branches (native radios); Continue signs in to the chosen one. */
export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('radio', { name: /DHA Phase 6/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Gulshan-e-Iqbal/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('BranchPicker.continue') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ branchId: 13 });
  },
};

/** Signing in: the button is busy. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('radio', { name: /DHA Phase 6/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('BranchPicker.continue') }));
    await expect(canvas.getByRole('button', { name: t('BranchPicker.continue') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refused: the message shows and the choice stays. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Something went wrong try again!'))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('radio', { name: /DHA Phase 6/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('BranchPicker.continue') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
    await expect(canvas.getByRole('radio', { name: /DHA Phase 6/ })).toBeChecked();
  },
};

/** Use another account goes back to the sign-in form. */
export const Back: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('BranchPicker.anotherAccount') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** 360 px wide. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('BranchPicker.continue') })).toBeVisible();
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** In Urdu: the question, the refusal to go on without a branch, and the buttons. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'آپ کس برانچ میں لاگ اِن کر رہے ہیں؟' });
    await userEvent.click(canvas.getByRole('button', { name: 'جاری رکھیں' }));
    await expect(group).toHaveAccessibleDescription('وہ برانچ منتخب کریں جس میں آپ لاگ اِن کرنا چاہتے ہیں۔');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
