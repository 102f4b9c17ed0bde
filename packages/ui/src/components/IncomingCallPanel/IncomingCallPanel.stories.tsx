import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { expectModalBehaviour } from '../../test-support/modalBehaviour';
import { IncomingCallPanel, type IncomingCallPanelProps } from './IncomingCallPanel';
import type { RingtoneStatus } from './IncomingCallPanelRingtone';
import { storyMessages } from '../../test-support/storyLocale';

/** A ringtone that makes no sound and records what the panel asks of it. */
function fakeRingtone(status: RingtoneStatus = 'playing') {
  return { start: fn(() => Promise.resolve(status)), stop: fn() };
}

const call = { callId: 'call-1', doctorName: 'Dr. Sana Iqbal', specialty: 'Dermatologist' };

const meta = {
  title: 'Components/IncomingCallPanel',
  component: IncomingCallPanel,
  args: {
    open: true,
    call,
    ringtone: fakeRingtone(),
    onAccept: fn(),
    onDecline: fn(),
    onTimeout: fn(),
  },
} satisfies Meta<typeof IncomingCallPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Readonly<Record<string, unknown>>;

/** The ringing panel, found by its title in the story's language (or by `title`). */
const panel = (canvasElement: HTMLElement, globals: Globals, title?: string) =>
  within(canvasElement).findByRole('alertdialog', {
    name: title ?? storyMessages(globals)('IncomingCallPanel.title'),
  });

/** One of the panel's buttons, by the catalog's name in the story's language. */
const button = (
  dialog: HTMLElement,
  globals: Globals,
  key:
    'IncomingCallPanel.accept' | 'IncomingCallPanel.decline' | 'IncomingCallPanel.silence' | 'Dialog.close',
) => within(dialog).getByRole('button', { name: storyMessages(globals)(key) });

/** Ringing: the title, who is calling, the tone playing, focus on the title and the call announced. */
export const Ringing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const who = t('IncomingCallPanel.who', { doctor: 'Dr. Sana Iqbal', specialty: 'Dermatologist' });
    const dialog = await panel(canvasElement, globals);
    await expect(dialog).toHaveAccessibleDescription(t('IncomingCallPanel.description', { who }));
    await expect(within(dialog).getByText('Dr. Sana Iqbal')).toBeVisible();
    await expect(within(dialog).getByText('Dermatologist')).toBeVisible();
    await expect(args.ringtone?.start).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('heading', { name: t('IncomingCallPanel.title') })).toHaveFocus();
    await waitFor(() =>
      expect(dialog.querySelector('[aria-live="assertive"]')).toHaveTextContent(
        t('IncomingCallPanel.announce', { who }),
      ),
    );
    await expect(within(dialog).queryByText(t('IncomingCallPanel.soundBlocked'))).toBeNull();
  },
};

/** Accept: the panel hides, the tone stops, and the caller hears which call was answered. */
export const Accept: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await panel(canvasElement, globals);
    await userEvent.click(button(dialog, globals, 'IncomingCallPanel.accept'));
    await expect(args.onAccept).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.ringtone?.stop).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Decline: the panel hides and the tone stops. */
export const Decline: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await panel(canvasElement, globals);
    await userEvent.click(button(dialog, globals, 'IncomingCallPanel.decline'));
    await expect(args.onDecline).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.ringtone?.stop).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Closing is declining: the close button does what Decline does. */
export const CloseDeclines: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await panel(canvasElement, globals);
    await userEvent.click(button(dialog, globals, 'Dialog.close'));
    await expect(args.onDecline).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.ringtone?.stop).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The tone can be silenced (and brought back) without answering; the button says whether it is pressed. */
export const Silence: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await panel(canvasElement, globals);
    const silence = button(dialog, globals, 'IncomingCallPanel.silence');
    await expect(silence).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(silence);
    await expect(silence).toHaveAttribute('aria-pressed', 'true');
    await expect(args.ringtone?.stop).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await userEvent.click(silence);
    await expect(silence).toHaveAttribute('aria-pressed', 'false');
    await expect(args.ringtone?.start).toHaveBeenCalledTimes(2);
  },
};

/** The browser blocked sound (autoplay policy): the panel says so and Accept still answers. */
export const SoundBlocked: Story = {
  args: { ringtone: fakeRingtone('blocked') },
  play: async ({ canvasElement, args, globals }) => {
    const soundBlocked = storyMessages(globals)('IncomingCallPanel.soundBlocked');
    const dialog = await panel(canvasElement, globals);
    // The status line is there from the start, empty: wait for its words, not just for it.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(soundBlocked));
    await userEvent.click(button(dialog, globals, 'IncomingCallPanel.accept'));
    await expect(args.onAccept).toHaveBeenCalledWith({ callId: 'call-1' });
  },
};

/** No call: nothing shows and nothing rings. */
export const NoCall: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.ringtone?.start).not.toHaveBeenCalled();
  },
};

/** Calls arriving while the patient browses; each new call shows the panel again. */
function CallSimulator(props: IncomingCallPanelProps) {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const hide = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setCount(count + 1);
          setOpen(true);
        }}
      >
        Simulate a call
      </Button>
      <IncomingCallPanel
        {...props}
        open={open}
        call={{ ...props.call, callId: `call-${String(count)}` }}
        onAccept={hide}
        onDecline={(event) => {
          hide();
          props.onDecline(event);
        }}
        onTimeout={hide}
      />
    </>
  );
}

/** The modal behaviour suite: Escape and the close button decline; focus goes back where it was. */
export const ModalBehaviour: Story = {
  args: { open: false },
  render: (args) => <CallSimulator {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const trigger = within(canvasElement).getByRole('button', { name: 'Simulate a call' });
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: t('IncomingCallPanel.title'),
      closeButtonName: t('Dialog.close'),
      role: 'alertdialog',
      dismissOnBackdrop: false,
    });
    await expect(args.onDecline).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.onDecline).toHaveBeenCalledWith({ callId: 'call-4' });
  },
};

/** A long name and specialty on a 360 px phone wrap inside the panel. */
export const LongNamesOnPhone: Story = {
  args: {
    call: {
      callId: 'call-2',
      doctorName: 'Dr. Muhammad Abdullah Khan Niazi',
      specialty: 'Consultant Paediatric Gastroenterologist and Hepatologist',
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await panel(canvasElement, globals);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(button(dialog, globals, 'IncomingCallPanel.accept')).toBeVisible();
  },
};

/** In Urdu: the title, who is calling, Accept and Decline; Accept sits at the left in right-to-left. */
export const Urdu: Story = {
  args: { call: { callId: 'call-3', doctorName: 'ڈاکٹر ثنا اقبال', specialty: 'ماہر امراض جلد' } },
  globals: { locale: 'ur' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await panel(canvasElement, globals, 'آن لائن اپائنٹمنٹ کی کال آ رہی ہے...');
    await expect(dialog).toHaveAccessibleDescription(
      'ڈاکٹر ثنا اقبال، ماہر امراض جلد آپ کی آن لائن اپائنٹمنٹ کے لیے آپ کو کال کر رہے ہیں۔',
    );
    await expect(within(dialog).getByRole('button', { name: 'رنگ ٹون بند کریں' })).toBeVisible();
    const accept = within(dialog).getByRole('button', { name: 'قبول کریں' }).getBoundingClientRect();
    const decline = within(dialog).getByRole('button', { name: 'مسترد کریں' }).getBoundingClientRect();
    await expect(accept.right).toBeLessThanOrEqual(decline.left);
  },
};
