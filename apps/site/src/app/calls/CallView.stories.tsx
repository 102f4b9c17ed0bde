import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import CallView, { type CallViewProps } from './CallView';

/** The tracks the fake camera handed out, to check they are stopped when the patient leaves. */
const handedOut: MediaStreamTrack[] = [];

/** A camera and microphone made in the page: a canvas's video and a silent oscillator's audio. */
function fakeStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  canvas.getContext('2d')?.fillRect(0, 0, 320, 240);
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const stream = new MediaStream([
    ...canvas.captureStream(5).getVideoTracks(),
    ...destination.stream.getAudioTracks(),
  ]);
  handedOut.push(...stream.getTracks());
  return stream;
}

/** Replaces the browser's getUserMedia for one story; the original comes back after it. */
function withMedia(answer: () => Promise<MediaStream>) {
  return () => {
    handedOut.length = 0;
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: answer },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    };
  };
}

const refuse = (name: string) => () => Promise.reject(new DOMException('refused', name));

const meta = {
  title: 'Pages/Incoming call/Call view',
  component: CallView,
  args: {
    call: {
      call_id: 'c0ffee00-0000-4000-8000-000000000001',
      appointment_id: 1042,
      doctor_name: 'Dr. Sadia Karim',
      specialty: 'Dermatologist',
    },
    onLeave: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera is on: the patient sees themself while the doctor connects; leaving turns it off. */
export const WaitingForDoctor: Story = {
  beforeEach: withMedia(() => Promise.resolve(fakeStream())),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const view = await body.findByRole('dialog', { name: 'Video call with Dr. Sadia Karim' });
    await within(view).findByText('Waiting for Dr. Sadia Karim to connect…');
    const video = view.querySelector('video');
    await waitFor(() => expect(video?.srcObject).toBeInstanceOf(MediaStream));
    await userEvent.click(within(view).getByRole('button', { name: 'Leave call' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

/** The patient blocked the camera or microphone: the view says how to allow them. */
export const PermissionDenied: Story = {
  beforeEach: withMedia(refuse('NotAllowedError')),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const view = await body.findByRole('dialog', { name: 'Video call with Dr. Sadia Karim' });
    await within(view).findByText('Camera or microphone blocked');
    await expect(within(view).getByText(/Allow them from the lock icon/)).toBeVisible();
  },
};

/** A device with no camera. */
export const NoCamera: Story = {
  beforeEach: withMedia(refuse('NotFoundError')),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const view = await body.findByRole('dialog', { name: 'Video call with Dr. Sadia Karim' });
    await within(view).findByText('No camera or microphone was found on this device.');
  },
};

/** The view as the site mounts it: gone once the patient leaves. */
function UntilLeft(props: CallViewProps) {
  const [inCall, setInCall] = useState(true);
  return inCall ? (
    <CallView
      {...props}
      onLeave={() => {
        props.onLeave();
        setInCall(false);
      }}
    />
  ) : (
    <p>The call has ended.</p>
  );
}

/** Escape leaves too, and leaving releases every track the camera handed out (the camera light goes off). */
export const ReleasesTheCamera: Story = {
  beforeEach: withMedia(() => Promise.resolve(fakeStream())),
  render: (args) => <UntilLeft {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const view = await body.findByRole('dialog', { name: 'Video call with Dr. Sadia Karim' });
    await within(view).findByText('Waiting for Dr. Sadia Karim to connect…');
    await expect(handedOut.map((track) => track.readyState)).toEqual(['live', 'live']);
    await userEvent.keyboard('{Escape}');
    await expect(args.onLeave).toHaveBeenCalled();
    await canvas.findByText('The call has ended.');
    await expect(handedOut.map((track) => track.readyState)).toEqual(['ended', 'ended']);
  },
};
