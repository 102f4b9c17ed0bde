import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import CallView, { PEER_LEFT_CLOSE_MS, type CallViewProps } from './CallView';
import {
  createChannelPair,
  fakeStream,
  handedOut,
  refuse,
  withMedia,
  type ChannelPair,
} from './callStoryKit';
import { siteWords, uiWords } from '../../stories/words';
import { PeerCall, type PeerCallState } from './peer';

// Each story joins the patient's view to a doctor's side running in the same page: a real WebRTC connection
// over host candidates, with the server's relay played by a channel pair.
let pair: ChannelPair = createChannelPair();
let doctor: PeerCall | null = null;
let doctorState: PeerCallState | null = null;

/** Starts the doctor's side (the offerer), as the dashboard does once the patient accepts. */
async function doctorJoins({ audioOnly = false } = {}): Promise<void> {
  doctor = new PeerCall({
    channel: pair.doctor,
    offerer: true,
    iceServers: () => Promise.resolve([]),
    onChange: (state) => {
      doctorState = state;
    },
  });
  // Choosing audio only before the camera is asked for starts the call with the microphone alone.
  await (audioOnly ? doctor.setAudioOnly(true) : doctor.start());
}

function freshCall() {
  pair = createChannelPair();
  doctorState = null;
  return () => {
    doctor?.close();
    doctor = null;
  };
}

/** A view mounted the way the site mounts it: gone once it closes. The patient's side unless `offerer`. */
function UntilClosed(props: Omit<CallViewProps, 'channel'>) {
  const [open, setOpen] = useState(true);
  return open ? (
    <CallView
      {...props}
      channel={props.offerer ? pair.doctor : pair.patient}
      onClose={(end) => {
        props.onClose(end);
        setOpen(false);
      }}
    />
  ) : (
    <p>Back on the profile.</p>
  );
}

const meta = {
  title: 'Pages/Incoming call/Call view',
  component: UntilClosed,
  args: { offerer: false, peerName: 'Dr. Sadia Karim', peerDetail: 'Dermatologist', onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { api: createHandlers({ scenarios: { getIceServers: 'empty' } }) } },
  },
  beforeEach: () => {
    const endCall = freshCall();
    const restoreMedia = withMedia((constraints) => Promise.resolve(fakeStream(constraints)))();
    return () => {
      endCall();
      restoreMedia();
    };
  },
} satisfies Meta<typeof UntilClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Readonly<Record<string, unknown>>;

/** The call view over the page, named as the view names itself in the story's language. */
const view = (canvasElement: HTMLElement, globals: Globals, peer = 'Dr. Sadia Karim') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: `${uiWords(globals)('VideoCallView.with')} ${peer}`,
  });

/** The doctor joins: both pictures flow, the timer runs, and each side sent its half of the handshake. */
export const Connected: Story = {
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const dialog = within(await view(canvasElement, globals));
    await dialog.findByText(ui('VideoCallView.connecting', { peer: 'Dr. Sadia Karim' }));
    await doctorJoins();
    await dialog.findByText(ui('VideoCallView.connected'), {}, { timeout: 10_000 });
    await expect(dialog.getByRole('timer', { name: ui('VideoCallView.duration') })).toBeVisible();
    const remote = dialog.getByLabelText(ui('VideoCallView.peerVideo', { peer: 'Dr. Sadia Karim' }));
    await waitFor(() => expect((remote as HTMLVideoElement).srcObject).toBeInstanceOf(MediaStream));
    await waitFor(() => expect(doctorState?.status).toBe('connected'), { timeout: 10_000 });
    await expect(pair.sent.doctor[0]).toBe('offer');
    await expect(pair.sent.patient[0]).toBe('answer');
  },
};

/** The doctor hangs up: the patient reads that they left, every track stops, and the view closes itself. */
export const DoctorHangsUp: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const ui = uiWords(globals);
    const dialog = within(await view(canvasElement, globals));
    await doctorJoins();
    await dialog.findByText(ui('VideoCallView.connected'), {}, { timeout: 10_000 });
    await pair.doctor.hangUp();
    await dialog.findByText(ui('VideoCallView.peerLeft', { peer: 'Dr. Sadia Karim' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('peer-left'), {
      timeout: PEER_LEFT_CLOSE_MS + 2_000,
    });
    await canvas.findByText('Back on the profile.');
    await expect(handedOut.filter((track) => track.readyState === 'live')).toHaveLength(2);
    doctor?.close();
    await expect(handedOut.every((track) => track.readyState === 'ended')).toBe(true);
  },
};

/** The patient hangs up: the call ends for both, and the patient's camera and microphone are released. */
export const PatientHangsUp: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const ui = uiWords(globals);
    const dialog = within(await view(canvasElement, globals));
    await doctorJoins();
    await dialog.findByText(ui('VideoCallView.connected'), {}, { timeout: 10_000 });
    const doctorEnded = new Promise<string>((resolve) => pair.doctor.onStatus(resolve));
    await userEvent.click(dialog.getByRole('button', { name: ui('VideoCallView.hangUp') }));
    await expect(args.onClose).toHaveBeenCalledWith('hung-up');
    await expect(await doctorEnded).toBe('ended');
    await canvas.findByText('Back on the profile.');
    const patientTracks = handedOut.slice(0, 2);
    await expect(patientTracks.map((track) => track.readyState)).toEqual(['ended', 'ended']);
  },
};

/** Audio only for a weak connection: the camera is released and the preview says so; the call goes on. */
export const SwitchToAudioOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const dialog = within(await view(canvasElement, globals));
    await doctorJoins();
    await dialog.findByText(ui('VideoCallView.connected'), {}, { timeout: 10_000 });
    const audioOnly = dialog.getByRole('button', { name: ui('VideoCallView.audioOnly') });
    await userEvent.click(audioOnly);
    await waitFor(() => expect(audioOnly).toHaveAttribute('aria-pressed', 'true'));
    const camera = handedOut.find((track) => track.kind === 'video');
    await expect(camera?.readyState).toBe('ended');
    const mute = ui('VideoCallView.mute');
    await userEvent.click(dialog.getByRole('button', { name: mute }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: mute })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(handedOut.find((track) => track.kind === 'audio')?.enabled).toBe(false);
    await expect(dialog.getByText(ui('VideoCallView.connected'))).toBeVisible();
  },
};

/** The camera is blocked: the view says how to allow it, and audio only still connects the call. */
export const BlockedThenAudioOnly: Story = {
  beforeEach: () =>
    withMedia((constraints) =>
      constraints.video ? refuse('NotAllowedError')() : Promise.resolve(fakeStream(constraints)),
    )(),
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const dialog = within(await view(canvasElement, globals));
    // The status line is there before the camera is refused: wait for the refusal's words, not just the line.
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(ui('VideoCallView.blockedStatus')),
    );
    await userEvent.click(dialog.getByRole('button', { name: ui('VideoCallView.continueAudio') }));
    // This page's camera is blocked for the doctor's side too: it joins on its microphone.
    await doctorJoins({ audioOnly: true });
    await dialog.findByText(ui('VideoCallView.connected'), {}, { timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: ui('VideoCallView.audioOnly') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(handedOut.map((track) => track.kind)).toEqual(['audio', 'audio']);
  },
};

/**
 * The doctor's view when the patient's connection vanishes (no hang-up): "Reconnecting…", an ICE restart (a
 * second offer), and after the give-up time the view says the connection was lost.
 */
export const ConnectionLost: Story = {
  args: { offerer: true, peerName: 'Ayesha Khan', giveUpAfterMs: 5_000 },
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const dialog = within(await view(canvasElement, globals, 'Ayesha Khan'));
    const patient = new PeerCall({
      channel: pair.patient,
      offerer: false,
      iceServers: () => Promise.resolve([]),
      onChange: () => undefined,
    });
    await patient.start();
    await dialog.findByText(ui('VideoCallView.connected'), {}, { timeout: 10_000 });
    await expect(pair.sent.doctor.filter((type) => type === 'offer')).toHaveLength(1);
    // The patient's phone drops off the network: its side is gone without a word to the server.
    patient.close();
    await dialog.findByText(ui('VideoCallView.reconnecting'), {}, { timeout: 15_000 });
    await waitFor(() => expect(pair.sent.doctor.filter((type) => type === 'offer')).toHaveLength(2), {
      timeout: 5_000,
    });
    await dialog.findByText(siteWords(globals)('Calls.media.lost'), {}, { timeout: 15_000 });
    await expect(handedOut.slice(0, 2).map((track) => track.readyState)).toEqual(['ended', 'ended']);
  },
};

/** A device with no camera or microphone at all. */
export const NoCamera: Story = {
  beforeEach: () => withMedia(refuse('NotFoundError'))(),
  play: async ({ canvasElement, globals }) => {
    const dialog = within(await view(canvasElement, globals));
    await dialog.findByText(siteWords(globals)('Calls.media.notFound'));
  },
};

/** A page outside HTTPS or localhost: the browser offers no camera at all, and the view says why. */
export const NoCameraOnThisPage: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    return () => {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    };
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = within(await view(canvasElement, globals));
    await dialog.findByText(siteWords(globals)('Calls.media.insecure'));
    await expect(dialog.getByRole('button', { name: uiWords(globals)('Dialog.close') })).toBeVisible();
  },
};

/** Nobody ever connects: the view gives up with a message, and Close leaves. */
export const NeverConnects: Story = {
  args: { giveUpAfterMs: 800 },
  play: async ({ args, canvasElement, globals }) => {
    const dialog = within(await view(canvasElement, globals));
    await dialog.findByText(siteWords(globals)('Calls.media.neverConnected'), {}, { timeout: 5_000 });
    await expect(handedOut.every((track) => track.readyState === 'ended')).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: uiWords(globals)('Dialog.close') }));
    await expect(args.onClose).toHaveBeenCalledWith('failed');
  },
};
