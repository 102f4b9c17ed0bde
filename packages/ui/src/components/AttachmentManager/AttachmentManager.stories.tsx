import { ATTACHMENT_MESSAGES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { formatIsoDate } from '../../i18n/format';
import { attachmentRefusalMessage, formatFileSize } from '../../primitives/FileInput';
import { expectSaidUnderField, fieldRefusal } from '../../test-support/serverRefusal';
import { AttachmentManager, type AttachmentItem, type AttachmentManagerProps } from './AttachmentManager';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';

const stored: AttachmentItem[] = [
  { id: 79, file_name: 'sugar-log-may.txt', size: 2_140, created_at: '2026-05-30T21:40:00+05:00' },
  { id: 77, file_name: 'cbc-report.pdf', size: 183_204, created_at: '2026-05-12T10:15:00+05:00' },
];

/** Keeps the list as the page does: an upload adds to the top, a delete removes. */
function WithList(props: AttachmentManagerProps) {
  const [list, setList] = useState(props.attachments);
  return (
    <AttachmentManager
      {...props}
      attachments={list}
      onUpload={async (file) => {
        await props.onUpload(file);
        setList((current) => [
          {
            id: 100 + current.length,
            file_name: file.name,
            size: file.size,
            created_at: '2026-11-21T10:00:00+05:00',
          },
          ...current,
        ]);
      }}
      onDelete={async (attachment) => {
        await props.onDelete(attachment);
        setList((current) => current.filter((entry) => entry.id !== attachment.id));
      }}
    />
  );
}

const meta = {
  title: 'Components/AttachmentManager',
  component: AttachmentManager,
  args: {
    attachments: stored,
    onUpload: fn(() => Promise.resolve()),
    onDownload: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => <WithList {...args} />,
} satisfies Meta<typeof AttachmentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Translate = ReturnType<typeof storyMessages>;

/** The stored files' list items (not the picker's chosen-file line). */
const files = (canvas: Canvas, t: Translate) =>
  within(canvas.getByRole('list', { name: t('AttachmentManager.yourFiles') })).getAllByRole('listitem');

/** A stored file's button ("Download cbc-report.pdf"): the action's word, then the file's name. */
const fileButton = (t: Translate, action: 'download' | 'delete', name: string) =>
  `${t(action === 'download' ? 'AttachmentManager.download' : 'AttachmentManager.delete')} ${name}`;

const pdf = () => new File(['%PDF-1.4 lipid profile'], 'lipid-profile.pdf', { type: 'application/pdf' });

/** The stored files with size and date, each with Download and Delete named by the file. */
export const WithFiles: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const items = files(canvas, t);
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('cbc-report.pdf');
    await expect(items[1]).toHaveTextContent(
      t('AttachmentManager.sizeAndDate', {
        size: formatFileSize(t, 183_204),
        date: formatIsoDate(t, '2026-05-12') ?? '',
      }),
    );
    await expect(
      canvas.getByRole('button', { name: fileButton(t, 'download', 'cbc-report.pdf') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: fileButton(t, 'delete', 'cbc-report.pdf') }),
    ).toBeVisible();
  },
};

/** No files yet: said so, with what they are for. */
export const Empty: Story = {
  args: { attachments: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMessages(globals)('AttachmentManager.none'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Upload without a file: asked to choose one; nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.upload') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('AttachmentManager.noneChosen'));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file over 5 MB is refused in the browser with the domain's message, and never sent. */
export const TooLarge: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const input = canvas.getByLabelText(t('AttachmentManager.add'));
    await userEvent.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'mri.png', { type: 'image/png' }),
    );
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(attachmentRefusalMessage(t, ATTACHMENT_MESSAGES.tooLarge)),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.upload') }));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Uploading: the button shows progress; a second press sends nothing more. */
export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.upload(canvas.getByLabelText(t('AttachmentManager.add')), pdf());
    const upload = canvas.getByRole('button', { name: t('AttachmentManager.upload') });
    await userEvent.click(upload);
    await expect(upload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** Uploaded: announced, and the file tops the list. */
export const Uploaded: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const file = pdf();
    await userEvent.upload(canvas.getByLabelText(t('AttachmentManager.add')), file);
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.upload') }));
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('AttachmentManager.uploaded', { name: 'lipid-profile.pdf' }),
    );
    await expect(files(canvas, t)[0]).toHaveTextContent('lipid-profile.pdf');
  },
};

/** The upload is refused with the page's own words (an error it worded itself): its message, in either language. */
export const UploadRefused: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onUpload).mockRejectedValueOnce(
      new Error('Only JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.'),
    );
    await userEvent.upload(canvas.getByLabelText(t('AttachmentManager.add')), pdf());
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.upload') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.',
    );
    await expect(files(canvas, t)).toHaveLength(2);
  },
};

const CONTENT_MISMATCH =
  "This file's content does not match its name. Only real JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.";

/**
 * The server refuses the file (HTTP 400 with `fields`, its content check): the sentence under the picker (the
 * server's in English, the catalog's for its code in Urdu), focus there, no notice; choosing another file clears it.
 */
export const ServerRefusesFile: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const sentence = storyLocale(globals) === 'en' ? CONTENT_MISMATCH : t('Refusal.fileTypeNotAllowed');
    mocked(args.onUpload).mockRejectedValueOnce(
      fieldRefusal([{ path: 'body/file', code: 'file_type_not_allowed', message: CONTENT_MISMATCH }]),
    );
    const input = canvas.getByLabelText(t('AttachmentManager.add'));
    await userEvent.upload(input, pdf());
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.upload') }));
    await expectSaidUnderField(canvasElement, input, sentence);
    // In Urdu the server's English sentence is not shown at all.
    if (storyLocale(globals) !== 'en') await expect(canvasElement).not.toHaveTextContent(CONTENT_MISMATCH);
    await expect(files(canvas, t)).toHaveLength(2);
    await userEvent.upload(input, pdf());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Download hands the file to the caller; a failure is said. */
export const Download: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: fileButton(t, 'download', 'cbc-report.pdf') }));
    await expect(args.onDownload).toHaveBeenCalledWith(stored[1]);
    mocked(args.onDownload).mockRejectedValueOnce(new Error(''));
    await userEvent.click(
      canvas.getByRole('button', { name: fileButton(t, 'download', 'sugar-log-may.txt') }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('AttachmentManager.failed'));
  },
};

/** Delete asks first; Keep it cancels, Yes, delete removes and announces. */
export const Delete: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const name = 'cbc-report.pdf';
    await userEvent.click(canvas.getByRole('button', { name: fileButton(t, 'delete', name) }));
    await expect(canvas.getByText(t('AttachmentManager.confirmDelete', { name }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.keep') }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: fileButton(t, 'delete', name) }));
    await userEvent.click(canvas.getByRole('button', { name: t('AttachmentManager.yesDelete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(stored[1]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('AttachmentManager.deleted', { name }),
    );
    await expect(files(canvas, t)).toHaveLength(1);
  },
};

/** Right to left: the same controls. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('AttachmentManager.upload') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: fileButton(t, 'download', 'cbc-report.pdf') }),
    ).toBeVisible();
  },
};

/** On a 360 px phone nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * In Urdu: the picker, its hint, each file's size and upload day, the refusal of a file too large (the domain's
 * rule, in Urdu) and the delete confirmation; file names as they are.
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: 'آپ کی فائلیں' }));
    await expect(list.getAllByRole('listitem')[1]).toHaveTextContent(/KB · 12 مئی 2026 کو اپ لوڈ کی/);
    const input = canvas.getByLabelText('فائل شامل کریں');
    await userEvent.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'mri.png', { type: 'image/png' }),
    );
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('یہ فائل 5 MB سے بڑی ہے۔'));
    await userEvent.click(canvas.getByRole('button', { name: 'حذف کریں cbc-report.pdf' }));
    await expect(canvas.getByText('cbc-report.pdf حذف کریں؟ یہ واپس نہیں ہو سکے گا۔')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'رہنے دیں' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
