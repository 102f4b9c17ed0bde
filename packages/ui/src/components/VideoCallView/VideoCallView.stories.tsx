import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODAL_HISTORY_MARK } from '../../internal/modalHistory';
import { historyStep } from '../../test-support/modalBehaviour';
import {
  createFakeCallStreams,
  fakeAutoplayPolicy,
  renderSimulator,
  stopFakeCallStreams,
  streamsOf,
  type FakeAutoplayPolicy,
  type FakeCallStreamsOptions,
} from './VideoCallView.fixtures';
import { storyMessages } from '../../test-support/storyLocale';
import { VideoCallView } from './VideoCallView';
import { videoCallStatuses } from './VideoCallViewStatus';

const meta = {
  title: 'Components/VideoCallView',
  component: VideoCallView,
  args: {
    peerName: 'Dr. Sadia Karim',
    peerDetail: 'Dermatologist',
    status: 'connected',
    localStream: null,
    remoteStream: null,
    muted: false,
    cameraOff: false,
    audioOnly: false,
    // A call that connected 65 s before the story loaded.
    connectedAt: Date.now() - 65_000,
    onToggleMute: fn(),
    onToggleCamera: fn(),
    onAudioOnlyChange: fn(),
    onHangUp: fn(),
  },
  argTypes: {
    status: { control: 'select', options: videoCallStatuses },
    // Streams come from the story's `fakeStreams` parameter: a MediaStream is not a control's value.
    localStream: { control: false },
    remoteStream: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    // Each story is a full-viewport modal; inline on the docs page they would stack over one another.
    docs: { story: { inline: false, iframeHeight: 640 } },
    fakeStreams: {} satisfies FakeCallStreamsOptions,
  },
  loaders: [
    ({ parameters }) => ({
      streams: createFakeCallStreams(parameters['fakeStreams'] as FakeCallStreamsOptions | undefined),
    }),
  ],
  // Runs after the loader and before the view mounts: the story's autoplay policy is in place when the view
  // first plays, and the story's tracks stop when it ends, so no canvas or audio context outlives it.
  beforeEach: ({ loaded, parameters }) => {
    const streams = streamsOf(loaded);
    const restore = fakeAutoplayPolicy(
      (parameters['autoplaySound'] as FakeAutoplayPolicy | undefined) ?? 'browser',
    );
    return () => {
      restore();
      stopFakeCallStreams(streams);
    };
  },
  render: (args, { loaded }) => {
    const { local, remote } = streamsOf(loaded);
    return (
      <VideoCallView {...args} localStream={local?.stream ?? null} remoteStream={remote?.stream ?? null} />
    );
  },
} satisfies Meta<typeof VideoCallView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Translate = ReturnType<typeof storyMessages>;

/** The call's title, as its heading and the dialog are named: "Video call with" (for screen readers), the name. */
const title = (t: Translate, name: string) => `${t('VideoCallView.with')} ${name}`;

const view = (canvasElement: HTMLElement, t: Translate, name = 'Dr. Sadia Karim') =>
  within(canvasElement).findByRole('dialog', { name: title(t, name) });

/** Reads "mm:ss" or "h:mm:ss" back as seconds. */
function seconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** Every control works as a toggle in the site's hands; Hang up ends the call and Escape hangs up. */
export const Playground: Story = {
  args: { onRetryMedia: fn() },
  render: renderSimulator,
  play: async ({ canvasElement, canvas, args, globals }) => {
    const t = storyMessages(globals);
    const dialog = await view(canvasElement, t);
    const inside = within(dialog);
    await expect(inside.getByRole('toolbar', { name: t('VideoCallView.controls') })).toBeVisible();

    const mute = inside.getByRole('button', { name: t('VideoCallView.mute') });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    const camera = inside.getByRole('button', { name: t('VideoCallView.cameraOffControl') });
    await expect(inside.getByLabelText(t('VideoCallView.yourCamera'))).toBeVisible();
    await userEvent.click(camera);
    await expect(args.onToggleCamera).toHaveBeenCalledTimes(1);
    await expect(camera).toHaveAttribute('aria-pressed', 'true');
    await expect(inside.getByText(t('VideoCallView.cameraOff'))).toBeVisible();
    await expect(inside.queryByLabelText(t('VideoCallView.yourCamera'))).toBeNull();
    await userEvent.click(camera);
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
    await expect(inside.getByLabelText(t('VideoCallView.yourCamera'))).toBeVisible();

    // Audio only turns the camera control off, with the reason, and it ignores presses.
    const audioOnly = inside.getByRole('button', { name: t('VideoCallView.audioOnly') });
    await userEvent.click(audioOnly);
    await expect(args.onAudioOnlyChange).toHaveBeenLastCalledWith({ audioOnly: true });
    await expect(audioOnly).toHaveAttribute('aria-pressed', 'true');
    await expect(camera).toHaveAttribute('aria-disabled', 'true');
    await expect(camera).toHaveAccessibleDescription(t('VideoCallView.cameraStaysOff'));
    await expect(inside.getByText(t('VideoCallView.cameraOff'))).toBeVisible();
    await userEvent.click(camera);
    await expect(args.onToggleCamera).toHaveBeenCalledTimes(2);
    await userEvent.click(audioOnly);
    await expect(args.onAudioOnlyChange).toHaveBeenLastCalledWith({ audioOnly: false });
    await expect(audioOnly).toHaveAttribute('aria-pressed', 'false');
    await expect(camera).not.toHaveAttribute('aria-disabled');

    await userEvent.click(inside.getByRole('button', { name: t('VideoCallView.hangUp') }));
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('The call has ended.')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();

    // Opened again, focus starts on the title; Escape hangs up and focus returns where it was.
    const again = canvas.getByRole('button', { name: 'Start the call again' });
    await userEvent.click(again);
    const reopened = await view(canvasElement, t);
    await waitFor(() =>
      expect(within(reopened).getByRole('heading', { name: title(t, 'Dr. Sadia Karim') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onHangUp).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(again).toHaveFocus());
  },
};

/** Connecting: the status says to whom, no duration yet, and the other side's initial waits in the middle. */
export const Connecting: Story = {
  args: { status: 'connecting', connectedAt: null },
  parameters: { fakeStreams: { remote: null } satisfies FakeCallStreamsOptions },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await view(canvasElement, t);
    const inside = within(dialog);
    await waitFor(() =>
      expect(inside.getByRole('status')).toHaveTextContent(
        t('VideoCallView.connecting', { peer: 'Dr. Sadia Karim' }),
      ),
    );
    await expect(inside.queryByRole('timer')).toBeNull();
    await expect(inside.getByText('Dr. Sadia Karim', { selector: 'p' })).toBeVisible();
    await expect(
      inside.getByLabelText(t('VideoCallView.peerVideo', { peer: 'Dr. Sadia Karim' })),
    ).not.toBeVisible();
    await expect(inside.getByLabelText(t('VideoCallView.yourCamera'))).toBeVisible();
  },
};

/** Connected: both pictures, the other side's large with its sound, the duration running. */
export const Connected: Story = {
  parameters: { autoplaySound: 'allowed' satisfies FakeAutoplayPolicy },
  play: async ({ canvasElement, loaded, globals }) => {
    const t = storyMessages(globals);
    const { local, remote } = streamsOf(loaded);
    const dialog = await view(canvasElement, t);
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByRole('status')).toHaveTextContent(t('VideoCallView.connected')));
    await expect(inside.getByText('Dermatologist')).toBeVisible();

    const remoteVideo = inside.getByLabelText<HTMLVideoElement>(
      t('VideoCallView.peerVideo', { peer: 'Dr. Sadia Karim' }),
    );
    await expect(remoteVideo).toBeVisible();
    await waitFor(() => expect(remoteVideo.srcObject).toBe(remote?.stream));
    // It carries the other side's voice, so it must not be muted.
    await expect(remoteVideo.muted).toBe(false);
    await expect(inside.queryByRole('button', { name: t('VideoCallView.turnOnSound') })).toBeNull();
    const localVideo = inside.getByLabelText<HTMLVideoElement>(t('VideoCallView.yourCamera'));
    await waitFor(() => expect(localVideo.srcObject).toBe(local?.stream));
    await expect(localVideo.muted).toBe(true);
    await expect(inside.queryByText('Dr. Sadia Karim', { selector: 'p' })).toBeNull();

    const timer = inside.getByRole('timer', { name: t('VideoCallView.duration') });
    await waitFor(() => expect(timer.textContent).toMatch(/^\d{2}:\d{2}$/));
    await expect(seconds(timer.textContent)).toBeGreaterThanOrEqual(65);

    // The preview sits at the inline-end corner: the right in left-to-right pages, the left in right-to-left.
    const stage = remoteVideo.getBoundingClientRect();
    const preview = localVideo.getBoundingClientRect();
    if (getComputedStyle(dialog).direction === 'rtl') {
      await expect(preview.right).toBeLessThan(stage.left + stage.width / 2);
    } else {
      await expect(preview.left).toBeGreaterThan(stage.left + stage.width / 2);
    }

    // Every control is at least the 44 px target of primary actions.
    for (const control of within(inside.getByRole('toolbar')).getAllByRole('button')) {
      const box = control.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Past an hour the duration gains an hour field. */
export const LongCall: Story = {
  args: { connectedAt: Date.now() - 3_661_000 },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const timer = within(await view(canvasElement, t)).getByRole('timer', {
      name: t('VideoCallView.duration'),
    });
    await waitFor(() => expect(timer.textContent).toMatch(/^1:\d{2}:\d{2}$/));
    await expect(seconds(timer.textContent)).toBeGreaterThanOrEqual(3661);
  },
};

/** Reconnecting: said in words beside a beat that stops by itself, the duration still running. */
export const Reconnecting: Story = {
  args: { status: 'reconnecting' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    const status = inside.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(t('VideoCallView.reconnecting')));
    await expect(inside.getByRole('timer', { name: t('VideoCallView.duration') })).toBeVisible();
    const beat = getComputedStyle(status, '::before');
    await expect(beat.animationName).not.toBe('none');
    await expect(beat.animationIterationCount).not.toBe('infinite');
  },
};

/**
 * Audio only on this side and none from the other: no picture of either, the other side's initial and name
 * instead, their sound still playing, and the camera control unavailable.
 */
export const AudioOnly: Story = {
  args: { audioOnly: true },
  parameters: {
    fakeStreams: {
      local: { video: false, audio: true },
      remote: { video: false, audio: true },
    } satisfies FakeCallStreamsOptions,
    autoplaySound: 'allowed' satisfies FakeAutoplayPolicy,
  },
  play: async ({ canvasElement, loaded, globals }) => {
    const t = storyMessages(globals);
    const { remote } = streamsOf(loaded);
    const inside = within(await view(canvasElement, t));
    await expect(inside.getByText(t('VideoCallView.cameraOff'))).toBeVisible();
    await expect(inside.queryByLabelText(t('VideoCallView.yourCamera'))).toBeNull();
    await expect(inside.getByText('Dr. Sadia Karim', { selector: 'p' })).toBeVisible();
    const remoteVideo = inside.getByLabelText<HTMLVideoElement>(
      t('VideoCallView.peerVideo', { peer: 'Dr. Sadia Karim' }),
    );
    await expect(remoteVideo).not.toBeVisible();
    // Still mounted, still holding the stream, not muted: the voice plays without the picture.
    await waitFor(() => expect(remoteVideo.srcObject).toBe(remote?.stream));
    await expect(remoteVideo.muted).toBe(false);
    await expect(remote?.stream.getAudioTracks()).toHaveLength(1);
    await expect(inside.getByRole('button', { name: t('VideoCallView.audioOnly') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(inside.getByRole('button', { name: t('VideoCallView.cameraOffControl') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The other side's camera goes and comes back: the view follows the stream's `removetrack` and `addtrack`
 * and the track's `ended`. The browser fires these for remote streams; here the story fires them itself.
 */
export const RemoteCameraChanges: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = storyMessages(globals);
    const { remote } = streamsOf(loaded);
    if (!remote) throw new Error('This story needs a remote stream.');
    const inside = within(await view(canvasElement, t));
    const remoteVideo = inside.getByLabelText(t('VideoCallView.peerVideo', { peer: 'Dr. Sadia Karim' }));
    await expect(remoteVideo).toBeVisible();
    const [track] = remote.stream.getVideoTracks();
    if (!track) throw new Error('The remote stream has no video track.');

    remote.stream.removeTrack(track);
    remote.stream.dispatchEvent(new MediaStreamTrackEvent('removetrack', { track }));
    await waitFor(() => expect(remoteVideo).not.toBeVisible());
    await expect(inside.getByText('Dr. Sadia Karim', { selector: 'p' })).toBeVisible();

    remote.stream.addTrack(track);
    remote.stream.dispatchEvent(new MediaStreamTrackEvent('addtrack', { track }));
    await waitFor(() => expect(remoteVideo).toBeVisible());
    await expect(inside.queryByText('Dr. Sadia Karim', { selector: 'p' })).toBeNull();

    track.stop();
    track.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(remoteVideo).not.toBeVisible());
    await expect(inside.getByText('Dr. Sadia Karim', { selector: 'p' })).toBeVisible();
  },
};

/**
 * The browser refuses sound on a page nobody has pressed yet (autoplay policy): the picture plays silent, the
 * view says why, and one press brings the other side's voice.
 */
export const SoundBlocked: Story = {
  parameters: { autoplaySound: 'blocked' satisfies FakeAutoplayPolicy },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    const remoteVideo = inside.getByLabelText<HTMLVideoElement>(
      t('VideoCallView.peerVideo', { peer: 'Dr. Sadia Karim' }),
    );
    const turnOn = await inside.findByRole('button', { name: t('VideoCallView.turnOnSound') });
    await expect(inside.getByText(t('VideoCallView.soundBlocked'))).toBeVisible();
    await expect(remoteVideo.muted).toBe(true);
    await expect(remoteVideo).toBeVisible();
    await waitFor(() => expect(remoteVideo.paused).toBe(false));

    await userEvent.click(turnOn);
    await waitFor(() =>
      expect(inside.queryByRole('button', { name: t('VideoCallView.turnOnSound') })).toBeNull(),
    );
    await expect(remoteVideo.muted).toBe(false);
    await expect(inside.queryByText(t('VideoCallView.soundBlocked'))).toBeNull();
  },
};

/** The other side hung up: said politely, and Close is the one control left. */
export const PeerLeft: Story = {
  args: { status: 'peer-left' },
  parameters: { fakeStreams: { remote: null } satisfies FakeCallStreamsOptions },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    await waitFor(() =>
      expect(inside.getByRole('status')).toHaveTextContent(
        t('VideoCallView.peerLeft', { peer: 'Dr. Sadia Karim' }),
      ),
    );
    await expect(inside.queryByRole('timer')).toBeNull();
    const toolbar = within(inside.getByRole('toolbar', { name: t('VideoCallView.controls') }));
    await expect(toolbar.getAllByRole('button')).toHaveLength(1);
    await expect(toolbar.queryByRole('button', { name: t('VideoCallView.hangUp') })).toBeNull();
    await userEvent.click(toolbar.getByRole('button', { name: t('Dialog.close') }));
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
  },
};

/** The browser refused the camera or microphone: how to allow it, and two ways on. */
export const PermissionDenied: Story = {
  args: { status: 'permission-denied', connectedAt: null, onRetryMedia: fn() },
  parameters: { fakeStreams: { local: null, remote: null } satisfies FakeCallStreamsOptions },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    await expect(inside.getByText(t('VideoCallView.blockedTitle'))).toBeVisible();
    await expect(inside.getByText(t('VideoCallView.permissionHelp'))).toBeVisible();
    await waitFor(() =>
      expect(inside.getByRole('status')).toHaveTextContent(t('VideoCallView.blockedStatus')),
    );

    await userEvent.click(inside.getByRole('button', { name: t('VideoCallView.tryAgain') }));
    await expect(args.onRetryMedia).toHaveBeenCalledTimes(1);
    await userEvent.click(inside.getByRole('button', { name: t('VideoCallView.continueAudio') }));
    await expect(args.onAudioOnlyChange).toHaveBeenCalledWith({ audioOnly: true });

    // Nothing to mute or turn off yet; hanging up still works.
    await expect(inside.queryByRole('button', { name: t('VideoCallView.mute') })).toBeNull();
    await userEvent.click(inside.getByRole('button', { name: t('VideoCallView.hangUp') }));
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
  },
};

/** The site's own words replace the help, and without `onRetryMedia` there is no Try again. */
export const PermissionDeniedOwnWords: Story = {
  args: {
    status: 'permission-denied',
    connectedAt: null,
    message: 'Open Settings, then Site settings, and allow the camera and microphone for this site.',
  },
  parameters: { fakeStreams: { local: null, remote: null } satisfies FakeCallStreamsOptions },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    await expect(inside.getByText(/Open Settings, then Site settings/)).toBeVisible();
    await expect(inside.queryByText(t('VideoCallView.permissionHelp'))).toBeNull();
    await expect(inside.queryByRole('button', { name: t('VideoCallView.tryAgain') })).toBeNull();
    await expect(inside.getByRole('button', { name: t('VideoCallView.continueAudio') })).toBeVisible();
  },
};

/**
 * Recovering from a blocked camera: the same live region announces the new status, and focus, whose button
 * went away, lands on the title rather than the page behind.
 */
export const BlockedThenAudioOnly: Story = {
  ...PermissionDenied,
  render: renderSimulator,
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const dialog = await view(canvasElement, t);
    const inside = within(dialog);
    const status = inside.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(t('VideoCallView.blockedStatus')));
    await userEvent.click(inside.getByRole('button', { name: t('VideoCallView.continueAudio') }));
    await expect(args.onAudioOnlyChange).toHaveBeenCalledWith({ audioOnly: true });
    await expect(inside.getByRole('status')).toBe(status);
    await waitFor(() =>
      expect(status).toHaveTextContent(t('VideoCallView.connecting', { peer: 'Dr. Sadia Karim' })),
    );
    await expect(status).toBeVisible();
    await waitFor(() =>
      expect(inside.getByRole('heading', { name: title(t, 'Dr. Sadia Karim') })).toHaveFocus(),
    );
    await expect(inside.getByRole('button', { name: t('VideoCallView.audioOnly') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The call could not be made: the default words, and Close. */
export const Failed: Story = {
  args: { status: 'failed', connectedAt: null },
  parameters: { fakeStreams: { remote: null } satisfies FakeCallStreamsOptions },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    await waitFor(() => expect(inside.getByRole('status')).toHaveTextContent(t('VideoCallView.failed')));
    await expect(inside.queryByRole('button', { name: t('VideoCallView.hangUp') })).toBeNull();
    await userEvent.click(inside.getByRole('button', { name: t('Dialog.close') }));
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
  },
};

/** The call was lost: the site's own words. */
export const FailedWithMessage: Story = {
  args: { status: 'failed', message: 'The connection was lost.' },
  parameters: { fakeStreams: { remote: null } satisfies FakeCallStreamsOptions },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t));
    await waitFor(() => expect(inside.getByRole('status')).toHaveTextContent('The connection was lost.'));
    await expect(inside.queryByText(t('VideoCallView.failed'))).toBeNull();
  },
};

/** Escape hangs up, like the Hang up control; focus starts on the title, so a stray key presses nothing. */
export const EscapeHangsUp: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const dialog = await view(canvasElement, t);
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: title(t, 'Dr. Sadia Karim') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
    // The browser's own close request (Android's back gesture) hangs up too.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(args.onHangUp).toHaveBeenCalledTimes(2);
    await expect(args.onToggleMute).not.toHaveBeenCalled();
  },
};

/**
 * The browser's Back (a phone's back button) hangs up and keeps the page under the call at its address, as Back
 * closes every modal surface; Forward does not bring the call back.
 */
export const BackHangsUp: Story = {
  render: function Render(args) {
    const [inCall, setInCall] = useState(true);
    return inCall ? (
      <VideoCallView
        {...args}
        onHangUp={() => {
          args.onHangUp();
          setInCall(false);
        }}
      />
    ) : (
      <p>The profile, under the call</p>
    );
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const address = window.location.href;
    await view(canvasElement, t);
    // The call's entry is the current one once any earlier surface's entry has been gone back over.
    await waitFor(() =>
      expect(typeof (window.history.state as Record<string, unknown> | null)?.[MODAL_HISTORY_MARK]).toBe(
        'string',
      ),
    );
    await historyStep(() => {
      window.history.back();
    });
    await waitFor(() => expect(args.onHangUp).toHaveBeenCalledTimes(1));
    await canvas.findByText('The profile, under the call');
    await expect(window.location.href).toBe(address);
    // Forward lands on the ended call's entry, and is taken straight back to the page's.
    await historyStep(() => {
      window.history.forward();
    }, 2);
    await expect(window.location.href).toBe(address);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onHangUp).toHaveBeenCalledTimes(1);
  },
};

/**
 * The controls are a toolbar: one Tab stop, and the arrow keys move between the controls (wrapping), Home and
 * End to the ends. Tab comes back to the control last used, and pressing still works from the keyboard.
 */
export const ToolbarKeys: Story = {
  parameters: { autoplaySound: 'allowed' satisfies FakeAutoplayPolicy },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const dialog = await view(canvasElement, t);
    const inside = within(dialog);
    const heading = inside.getByRole('heading', { name: title(t, 'Dr. Sadia Karim') });
    await waitFor(() => expect(heading).toHaveFocus());
    const button = (name: string) => inside.getByRole('button', { name });
    const [mute, camera, audioOnly, hangUp] = [
      button(t('VideoCallView.mute')),
      button(t('VideoCallView.cameraOffControl')),
      button(t('VideoCallView.audioOnly')),
      button(t('VideoCallView.hangUp')),
    ];
    // One Tab stop: Mute, the first control.
    const tabStops = () =>
      within(inside.getByRole('toolbar'))
        .getAllByRole('button')
        .filter((control) => control.tabIndex === 0);
    await expect(tabStops()).toEqual([mute]);
    await userEvent.tab();
    await expect(mute).toHaveFocus();

    // The arrow keys follow the reading direction: the one pointing onwards moves to the next control.
    const rtl = getComputedStyle(dialog).direction === 'rtl';
    const [next, back] = rtl ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.keyboard(next);
    await expect(camera).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(audioOnly).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(hangUp).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(mute).toHaveFocus();
    await userEvent.keyboard(back);
    await expect(hangUp).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(mute).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(camera).toHaveFocus();

    // Tab leaves the toolbar, and Shift+Tab comes back to the control last focused.
    await expect(tabStops()).toEqual([camera]);
    await userEvent.tab({ shift: true });
    await expect(camera).not.toHaveFocus();
    await userEvent.tab();
    await expect(camera).toHaveFocus();
    // Moving does not press anything; Enter on a control does.
    await expect(args.onToggleMute).not.toHaveBeenCalled();
    await expect(args.onHangUp).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleCamera).toHaveBeenCalledTimes(1);
  },
};

/** A very long name and specialty on a 360 px phone wrap; nothing scrolls sideways and every control shows. */
export const LongName: Story = {
  args: {
    peerName: 'Dr. Muhammad Abdullah Khan Niazi Chaudhry-Rehmatullah',
    peerDetail: 'Consultant Paediatric Gastroenterologist and Hepatologist',
  },
  parameters: { fakeStreams: { remote: { video: false, audio: true } } satisfies FakeCallStreamsOptions },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await view(canvasElement, t, 'Dr. Muhammad Abdullah Khan Niazi Chaudhry-Rehmatullah');
    await expect(window.innerWidth).toBe(360);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // Neither edge of the screen cuts anything off, whichever side the text starts from.
    for (const control of within(within(dialog).getByRole('toolbar')).getAllByRole('button')) {
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    const name = within(dialog).getByText('Dr. Muhammad Abdullah Khan Niazi Chaudhry-Rehmatullah', {
      selector: 'p',
    });
    await expect(name.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Right to left: the preview sits at the inline end, which is the left edge. */
export const RightToLeft: Story = {
  args: { peerName: 'ڈاکٹر سعدیہ کریم', peerDetail: 'ماہر امراض جلد' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const inside = within(await view(canvasElement, t, 'ڈاکٹر سعدیہ کریم'));
    const remoteVideo = inside.getByLabelText(t('VideoCallView.peerVideo', { peer: 'ڈاکٹر سعدیہ کریم' }));
    const stage = remoteVideo.getBoundingClientRect();
    const preview = inside.getByLabelText(t('VideoCallView.yourCamera')).getBoundingClientRect();
    await expect(preview.right).toBeLessThan(stage.left + stage.width / 2);
    // Hang up, last in reading order, is the leftmost control.
    const controls = within(inside.getByRole('toolbar')).getAllByRole('button');
    const hangUp = inside.getByRole('button', { name: t('VideoCallView.hangUp') });
    for (const control of controls)
      await expect(hangUp.getBoundingClientRect().left).toBeLessThanOrEqual(
        control.getBoundingClientRect().left,
      );
    // The arrow keys follow the reading direction: Left moves on to the next control, Right back.
    inside.getByRole('button', { name: t('VideoCallView.mute') }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inside.getByRole('button', { name: t('VideoCallView.cameraOffControl') })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(hangUp).toHaveFocus();
  },
};

/** In Urdu: the call's names, controls and toolbar in Urdu, laid out right to left, arrows in reading order. */
export const Urdu: Story = {
  args: { peerName: 'ڈاکٹر سعدیہ کریم', peerDetail: 'ماہر امراض جلد' },
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const inside = within(
      await within(canvasElement).findByRole('dialog', { name: 'ویڈیو کال: ڈاکٹر سعدیہ کریم' }),
    );
    const remoteVideo = inside.getByLabelText('ڈاکٹر سعدیہ کریم کی ویڈیو');
    const stage = remoteVideo.getBoundingClientRect();
    const preview = inside.getByLabelText('آپ کا کیمرہ').getBoundingClientRect();
    await expect(preview.right).toBeLessThan(stage.left + stage.width / 2);
    // Hang up, last in reading order, is the leftmost control.
    await expect(inside.getByRole('toolbar', { name: 'کال کے کنٹرول' })).toBeVisible();
    const controls = within(inside.getByRole('toolbar')).getAllByRole('button');
    const hangUp = inside.getByRole('button', { name: 'کال ختم کریں' });
    for (const control of controls)
      await expect(hangUp.getBoundingClientRect().left).toBeLessThanOrEqual(
        control.getBoundingClientRect().left,
      );
    // The arrow keys follow the reading direction: Left moves on to the next control, Right back.
    inside.getByRole('button', { name: 'مائیکروفون خاموش کریں' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inside.getByRole('button', { name: 'کیمرہ بند کریں' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(hangUp).toHaveFocus();
  },
};
