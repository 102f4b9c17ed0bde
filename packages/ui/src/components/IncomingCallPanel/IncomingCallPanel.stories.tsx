import { INCOMING_CALL_TITLE } from '@aafiyat/domain';
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

const panel = (canvasElement: HTMLElement, title: string = INCOMING_CALL_TITLE) =>
  within(canvasElement).findByRole('alertdialog', { name: title });

/** Ringing: the title, who is calling, the tone playing, focus on the title and the call announced. */
export const Ringing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const soundBlocked = storyMessages(globals)('IncomingCallPanel.soundBlocked');
    const dialog = await panel(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Dr. Sana Iqbal, Dermatologist, is calling you for your online appointment.',
    );
    await expect(within(dialog).getByText('Dr. Sana Iqbal')).toBeVisible();
    await expect(within(dialog).getByText('Dermatologist')).toBeVisible();
    await expect(args.ringtone?.start).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('heading', { name: INCOMING_CALL_TITLE })).toHaveFocus();
    await waitFor(() =>
      expect(dialog.querySelector('[aria-live="assertive"]')).toHaveTextContent(
        'Incoming call from Dr. Sana Iqbal, Dermatologist.',
      ),
    );
    await expect(within(dialog).queryByText(soundBlocked)).toBeNull();
  },
};

/** Accept: the panel hides, the tone stops, and the caller hears which call was answered. */
export const Accept: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.ringtone?.stop).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Decline: the panel hides and the tone stops. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.ringtone?.stop).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Closing is declining: the close button does what Decline does. */
export const CloseDeclines: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDecline).toHaveBeenCalledWith({ callId: 'call-1' });
    await expect(args.ringtone?.stop).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The tone can be silenced (and brought back) without answering; the button says whether it is pressed. */
export const Silence: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await panel(canvasElement);
    const silence = within(dialog).getByRole('button', { name: 'Silence ringtone' });
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
    const dialog = await panel(canvasElement);
    // The status line is there from the start, empty: wait for its words, not just for it.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(soundBlocked));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
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
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Simulate a call' });
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: INCOMING_CALL_TITLE,
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
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** Right to left: Accept, the main action, sits at the inline end (the left edge). */
/** In Urdu: the title, who is calling, Accept and Decline; Accept sits at the left in right-to-left. */
export const Urdu: Story = {
  args: { call: { callId: 'call-3', doctorName: 'ڈاکٹر ثنا اقبال', specialty: 'ماہر امراض جلد' } },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement, 'آن لائن اپائنٹمنٹ کی کال آ رہی ہے...');
    await expect(dialog).toHaveAccessibleDescription(
      'ڈاکٹر ثنا اقبال، ماہر امراض جلد آپ کی آن لائن اپائنٹمنٹ کے لیے آپ کو کال کر رہے ہیں۔',
    );
    await expect(within(dialog).getByRole('button', { name: 'رنگ ٹون بند کریں' })).toBeVisible();
    const accept = within(dialog).getByRole('button', { name: 'قبول کریں' }).getBoundingClientRect();
    const decline = within(dialog).getByRole('button', { name: 'مسترد کریں' }).getBoundingClientRect();
    await expect(accept.right).toBeLessThanOrEqual(decline.left);
  },
};
