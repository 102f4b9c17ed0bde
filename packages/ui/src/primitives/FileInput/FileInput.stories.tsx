import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { FileInput } from './FileInput';

const pdf = (size: number, name = 'lab-report.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  args: {
    label: 'Attach a report',
    hint: 'JPG, PNG, GIF, PDF, TXT or DOCX, up to 5 MB.',
    name: 'attachment',
    onSelect: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Attach a report');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', ATTACHMENT_ACCEPT);
    await expect(input).toHaveAccessibleDescription('JPG, PNG, GIF, PDF, TXT or DOCX, up to 5 MB.');
  },
};

/** A valid PDF: handed to `onSelect`, listed with its size, and read with the field. */
export const ValidPdf: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Attach a report');
    const file = pdf(1.5 * 1024 * 1024);
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith({ file });
    await expect(canvas.getByText('lab-report.pdf')).toBeVisible();
    await expect(canvas.getByText('(1.5 MB)')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'JPG, PNG, GIF, PDF, TXT or DOCX, up to 5 MB. lab-report.pdf (1.5 MB)',
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Over 5,242,880 bytes: refused with the domain's message, `onSelect` not called. */
export const TooLarge: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText('Attach a report');
    await userEvent.upload(input, pdf(ATTACHMENT_MAX_BYTES + 1, 'scan.pdf'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('FileInput.tooLarge'))).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      `JPG, PNG, GIF, PDF, TXT or DOCX, up to 5 MB. ${t('FileInput.tooLarge')}`,
    );
    // The caller hears the domain's own message, whatever the page's language.
    await expect(args.onReject).toHaveBeenCalledWith(
      expect.objectContaining({ message: ATTACHMENT_MESSAGES.tooLarge }),
    );
  },
};

/** Exactly 5 MB is still allowed. */
export const AtTheLimit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Attach a report'), pdf(ATTACHMENT_MAX_BYTES));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('(5.0 MB)')).toBeVisible();
  },
};

/**
 * A type outside the list. Phones' pickers let people switch to "all files", so the picker's filter is
 * switched off here as it can be in real life, and the component's own check answers.
 */
export const WrongType: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText('Attach a report');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('FileInput.notAllowed'))).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // A good file afterwards clears the message.
    await user.upload(input, pdf(2048));
    await expect(canvas.queryByText(t('FileInput.notAllowed'))).toBeNull();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Several files: each is checked on its own; only the good ones reach `onSelect`. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const good = pdf(4096, 'prescription.pdf');
    const empty = new File([], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Attach a report'), [good, empty]);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith({ file: good });
    await expect(canvas.getByText(`notes.txt: ${t('FileInput.empty')}`)).toBeVisible();
    await expect(canvas.getByText('prescription.pdf')).toBeVisible();
  },
};

export const InvalidFromCaller: Story = {
  args: { error: 'Please fill in all the fields.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Attach a report');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Attach a report')).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Attach a report')).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: { label: 'رپورٹ منسلک کریں', hint: 'زیادہ سے زیادہ 5 MB' },
  globals: { direction: 'rtl' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('رپورٹ منسلک کریں');
    await userEvent.upload(input, pdf(1000, 'رپورٹ.pdf'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('رپورٹ.pdf')).toBeVisible();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(
      canvas.getByLabelText('Attach a report'),
      pdf(2048, 'a-very-long-file-name-for-a-laboratory-report-from-the-hospital-2024.pdf'),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Urdu: a file of a type that cannot be attached is refused in Urdu. */
export const UrduRefusal: Story = {
  args: { label: 'رپورٹ منسلک کریں' },
  globals: { locale: 'ur' },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText('رپورٹ منسلک کریں');
    await userEvent.upload(input, new File(['x'], 'notes.exe', { type: '' }), { applyAccept: false });
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(t('FileInput.notAllowed')));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
