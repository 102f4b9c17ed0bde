import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { AafiyatProvider, type LinkComponentProps } from '../../providers/AafiyatProvider';
import { expectModalBehaviour } from '../../test-support/modalBehaviour';
import { storyMessages } from '../../test-support/storyLocale';
import { LabInProgressNotice, type LabInProgressNoticeProps } from './LabInProgressNotice';

const navigate = fn();

/** A router link stand-in: records where it would go instead of leaving the story. */
function RecordingLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Stands in for the home page's Lab tile, which owns the open state. */
function WithLabTile(props: LabInProgressNoticeProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Lab
      </Button>
      <LabInProgressNotice
        {...props}
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          props.onOpenChange?.(change);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/LabInProgressNotice',
  component: LabInProgressNotice,
  args: { onOpenChange: fn() },
  render: (args) => <WithLabTile {...args} />,
} satisfies Meta<typeof LabInProgressNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const labTile = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Lab' });

/** Closed: the Lab tile. Runs the modal behaviour suite. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const trigger = labTile(canvasElement);
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: t('LabInProgressNotice.title'),
      closeButtonName: t('Dialog.close'),
    });
  },
};

/** Open: the spec's title, what is happening, and OK, which closes it and returns to the tile. */
export const Open: Story = {
  play: async ({ canvasElement, canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(labTile(canvasElement));
    const notice = await canvas.findByRole('dialog', { name: t('LabInProgressNotice.title') });
    await expect(notice).toHaveAccessibleDescription(t('LabInProgressNotice.comingSoon'));
    await expect(within(notice).getByText(t('LabInProgressNotice.untilThen'))).toBeVisible();
    const ok = within(notice).getByRole('button', { name: t('Common.ok') });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await waitFor(() => expect(notice).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect(labTile(canvasElement)).toHaveFocus();
  },
};

/** Uncontrolled (`defaultOpen`): OK still closes it. */
export const Uncontrolled: Story = {
  args: { defaultOpen: true },
  render: (args) => <LabInProgressNotice {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const notice = await canvas.findByRole('dialog', { name: t('LabInProgressNotice.title') });
    await userEvent.click(within(notice).getByRole('button', { name: t('Common.ok') }));
    await waitFor(() => expect(notice).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

/**
 * With the labs list: the spec's title stays, the notice says partner labs can already be booked and links to
 * them; following the link closes it.
 */
export const WithPartnerLabs: Story = {
  args: { labsHref: '/labs', helplineNumber: '0300 1234567' },
  decorators: [
    (Story) => (
      <AafiyatProvider linkComponent={RecordingLink}>
        <Story />
      </AafiyatProvider>
    ),
  ],
  play: async ({ canvasElement, canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(labTile(canvasElement));
    const notice = await canvas.findByRole('dialog', { name: t('LabInProgressNotice.title') });
    await expect(notice).toHaveAccessibleDescription(t('LabInProgressNotice.stillBuilding'));
    const helpline = within(notice).getByRole('link', { name: '0300 1234567' });
    const helplineSentence = helpline.parentElement;
    await expect(helplineSentence).toHaveTextContent(
      t('LabInProgressNotice.orCall', { phone: '0300 1234567' }),
    );
    await expect(helplineSentence).toBeVisible();
    const labs = within(notice).getByRole('link', { name: t('LabInProgressNotice.partnerLabsLink') });
    await expect(labs).toHaveAttribute('href', '/labs');
    await userEvent.click(labs);
    await expect(navigate).toHaveBeenCalledWith('/labs');
    await waitFor(() => expect(notice).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

/** With the helpline's number: a link that dials it. */
export const WithHelplineNumber: Story = {
  args: { defaultOpen: true, helplineNumber: '0300 1234567' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await canvas.findByRole('dialog', { name: t('LabInProgressNotice.title') });
    await expect(canvas.getByRole('link', { name: '0300 1234567' })).toHaveAttribute(
      'href',
      'tel:03001234567',
    );
    // Focus starts on OK, past the link in the text.
    await expect(canvas.getByRole('button', { name: t('Common.ok') })).toHaveFocus();
  },
};

/** On a 360 px phone it takes the full width and nothing overflows. */
export const Phone360: Story = {
  args: { defaultOpen: true, helplineNumber: '0300 1234567' },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const notice = await canvas.findByRole('dialog', { name: t('LabInProgressNotice.title') });
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
    await expect(canvas.getByRole('button', { name: t('Common.ok') })).toBeVisible();
  },
};

/** In Urdu: the title, the sentences and OK; the helpline number stays left to right inside the sentence. */
export const Urdu: Story = {
  args: { defaultOpen: true, helplineNumber: '0300 1234567', labsHref: '/ur/labs' },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: 'لیب پر کام جاری ہے' }));
    await expect(dialog.getByRole('link', { name: '0300 1234567' })).toHaveAttribute('dir', 'ltr');
    await expect(dialog.getByRole('link', { name: '0300 1234567' }).parentElement).toHaveTextContent(
      'یا ہماری ہیلپ لائن 0300 1234567 پر کال کریں، ہم آپ کا ٹیسٹ بک کر دیں گے۔',
    );
    await expect(dialog.getByRole('link', { name: 'پارٹنر لیبز دیکھیں' })).toHaveAttribute(
      'href',
      '/ur/labs',
    );
    await expect(dialog.getByRole('button', { name: 'ٹھیک ہے' })).toHaveFocus();
  },
};

/** Without script or labs, in Urdu: the general sentence. */
export const UrduWithoutHelpline: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: 'لیب پر کام جاری ہے' }));
    await expect(
      dialog.getByText('تب تک ہماری ہیلپ لائن پر کال کریں، ہم آپ کا ٹیسٹ بک کر دیں گے۔'),
    ).toBeVisible();
  },
};
