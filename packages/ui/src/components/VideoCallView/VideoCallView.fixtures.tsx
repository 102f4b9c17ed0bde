/**
 * Fake call media for stories, made in the page (no camera, no network): a canvas's captured video with a
 * moving dot, so the picture is visibly alive, and a silent Web Audio track; a stand-in for the browser's
 * autoplay policy; and the view held as the site holds it. Not part of the public API.
 */
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';
import { lightTokens } from '../../theme/tokens';
import { VideoCallView, type VideoCallViewProps } from './VideoCallView';

/** Which tracks a fake stream carries. */
export interface FakeStreamOptions {
  /** A video track (a camera). */
  video?: boolean;
  /** An audio track (a microphone). */
  audio?: boolean;
  /** Written on the picture, to tell the two sides apart. */
  label?: string;
}

/** A fake stream and the means to end it. */
export interface FakeStream {
  /** The stream to hand to the view. */
  stream: MediaStream;
  /** Stops the drawing, every track and the audio context. Safe to call twice. */
  stop: () => void;
}

const WIDTH = 320;
const HEIGHT = 240;
const FRAMES_PER_SECOND = 10;

/** A stream of a canvas picture and a silent tone, with only the tracks asked for. */
export function createFakeStream({
  video = true,
  audio = true,
  label = '',
}: FakeStreamOptions = {}): FakeStream {
  const tracks: MediaStreamTrack[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let context: AudioContext | undefined;

  if (video) {
    const canvas = document.createElement('canvas');
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    const paint = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      if (!paint) return;
      paint.fillStyle = lightTokens.color.brand;
      paint.fillRect(0, 0, WIDTH, HEIGHT);
      paint.fillStyle = lightTokens.color.accent;
      const x = 20 + ((frame * 8) % (WIDTH - 40));
      paint.beginPath();
      paint.arc(x, HEIGHT / 2, 16, 0, Math.PI * 2);
      paint.fill();
      paint.fillStyle = lightTokens.color.onBrand;
      paint.font = '20px sans-serif';
      paint.fillText(label, 12, 28);
      frame += 1;
    };
    draw();
    timer = setInterval(draw, 1000 / FRAMES_PER_SECOND);
    tracks.push(...canvas.captureStream(FRAMES_PER_SECOND).getVideoTracks());
  }

  if (audio) {
    context = new AudioContext();
    // A destination with nothing connected: a live audio track that carries silence.
    tracks.push(...context.createMediaStreamDestination().stream.getAudioTracks());
  }

  const stream = new MediaStream(tracks);
  return {
    stream,
    stop: () => {
      clearInterval(timer);
      for (const track of stream.getTracks()) track.stop();
      for (const track of tracks) track.stop();
      if (context && context.state !== 'closed') context.close().catch(() => undefined);
    },
  };
}

/** The two sides of a call; `null` for a side with no stream at all. */
export interface FakeCallStreams {
  /** This device's camera and microphone. */
  local: FakeStream | null;
  /** The other party. */
  remote: FakeStream | null;
}

/** Which streams a story wants, per side; `null` for none. */
export interface FakeCallStreamsOptions {
  /** This device's tracks. */
  local?: FakeStreamOptions | null;
  /** The other party's tracks. */
  remote?: FakeStreamOptions | null;
}

/** Both sides of a call, each with the tracks asked for. */
export function createFakeCallStreams({
  local = { video: true, audio: true, label: 'You' },
  remote = { video: true, audio: true, label: 'Doctor' },
}: FakeCallStreamsOptions = {}): FakeCallStreams {
  return {
    local: local ? createFakeStream(local) : null,
    remote: remote ? createFakeStream(remote) : null,
  };
}

/** Ends both sides. */
export function stopFakeCallStreams(streams: FakeCallStreams): void {
  streams.local?.stop();
  streams.remote?.stop();
}

/**
 * What the browser's autoplay policy does with sound, for stories: `browser` leaves the real policy alone;
 * `allowed` lets sound play as far as the view can tell (a refusal is swallowed, as if the person had pressed
 * something first; a browser that really refused still shows a still picture);
 * `blocked` refuses sound outside a click, as a browser does on a page nobody has pressed yet.
 */
export const fakeAutoplayPolicies = ['browser', 'allowed', 'blocked'] as const;
/** One of {@link fakeAutoplayPolicies}. */
export type FakeAutoplayPolicy = (typeof fakeAutoplayPolicies)[number];

/** Puts a fake autoplay policy on every media element; returns what undoes it. */
export function fakeAutoplayPolicy(policy: FakeAutoplayPolicy): () => void {
  if (policy === 'browser') return () => undefined;
  const prototype = HTMLMediaElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'play');
  const realPlay = Reflect.get<HTMLMediaElement, 'play'>(prototype, 'play');
  // True while a click is being handled: it starts on the way down and ends on the way back up.
  let pressing = false;
  const pressStarts = () => {
    pressing = true;
  };
  const pressEnds = () => {
    pressing = false;
  };
  window.addEventListener('click', pressStarts, true);
  window.addEventListener('click', pressEnds);
  Object.defineProperty(prototype, 'play', {
    configurable: true,
    writable: true,
    value: function play(this: HTMLMediaElement): Promise<void> {
      // Muted pictures may always play: every browser allows silent autoplay.
      if (this.muted) return realPlay.call(this);
      if (policy === 'allowed') return realPlay.call(this).catch(() => undefined);
      return pressing
        ? Promise.resolve()
        : Promise.reject(new DOMException('Sound needs a press first.', 'NotAllowedError'));
    },
  });
  return () => {
    window.removeEventListener('click', pressStarts, true);
    window.removeEventListener('click', pressEnds);
    if (original) Object.defineProperty(prototype, 'play', original);
  };
}

/** The streams the meta's loader made for this story, from its `fakeStreams` parameter. */
export function streamsOf(loaded: StoryContext['loaded']): FakeCallStreams {
  const streams: unknown = loaded['streams'];
  if (typeof streams !== 'object' || streams === null || !('local' in streams) || !('remote' in streams))
    throw new Error('The fake-streams loader did not run.');
  return streams as FakeCallStreams;
}

/** The view as the site holds it: toggles flip, the blocked camera recovers, hanging up unmounts it. */
export function CallSimulator(props: VideoCallViewProps) {
  const [inCall, setInCall] = useState(true);
  const [status, setStatus] = useState(props.status);
  const [muted, setMuted] = useState(props.muted);
  const [cameraOff, setCameraOff] = useState(props.cameraOff);
  const [audioOnly, setAudioOnly] = useState(props.audioOnly);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setInCall(true);
        }}
      >
        Start the call again
      </Button>
      {inCall ? (
        <VideoCallView
          {...props}
          status={status}
          muted={muted}
          cameraOff={cameraOff}
          audioOnly={audioOnly}
          onToggleMute={() => {
            props.onToggleMute();
            setMuted(!muted);
          }}
          onToggleCamera={() => {
            props.onToggleCamera();
            setCameraOff(!cameraOff);
          }}
          onAudioOnlyChange={(change) => {
            props.onAudioOnlyChange(change);
            setAudioOnly(change.audioOnly);
            // The site asks for the microphone alone and calls again.
            if (status === 'permission-denied') setStatus('connecting');
          }}
          onRetryMedia={() => {
            props.onRetryMedia?.();
            setStatus('connecting');
          }}
          onHangUp={() => {
            props.onHangUp();
            setInCall(false);
          }}
        />
      ) : (
        <Text>The call has ended.</Text>
      )}
    </>
  );
}

/** Renders the story through {@link CallSimulator}, with the loader's streams. */
export function renderSimulator(args: VideoCallViewProps, { loaded }: StoryContext) {
  const { local, remote } = streamsOf(loaded);
  return (
    <CallSimulator
      // A control changed in the panel starts the simulated call afresh from the new args.
      key={[args.status, args.muted, args.cameraOff, args.audioOnly].join()}
      {...args}
      localStream={local?.stream ?? null}
      remoteStream={remote?.stream ?? null}
    />
  );
}
