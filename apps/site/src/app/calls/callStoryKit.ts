// For the call stories and tests: two ends of a call's signalling joined in the page (what the server relays
// over the socket), and a camera made of a canvas and a silent tone. Not used by the site itself.
import type { Acknowledgement, CallChannel, CallSignal, CallState } from '@aafiyat/api';

/** Both ends of one call, joined as the server joins them, and the means to play the server's part. */
export interface ChannelPair {
  doctor: CallChannel;
  patient: CallChannel;
  /** The server's `call_status` to both parties. */
  announce: (status: CallState) => void;
  /** Signals each side sent, by type, to check what went over the wire. */
  sent: { doctor: CallSignal['type'][]; patient: CallSignal['type'][] };
}

const CALL_ID = 'c0ffee00-0000-4000-8000-000000000001';

/** A joined pair: what one end sends reaches the other on a later task; hanging up ends it for both. */
export function createChannelPair(): ChannelPair {
  const ends = ['doctor', 'patient'] as const;
  const signalListeners = {
    doctor: new Set<(s: CallSignal) => void>(),
    patient: new Set<(s: CallSignal) => void>(),
  };
  const statusListeners = {
    doctor: new Set<(s: CallState) => void>(),
    patient: new Set<(s: CallState) => void>(),
  };
  const buffered: { doctor: CallSignal[]; patient: CallSignal[] } = { doctor: [], patient: [] };
  const sent: ChannelPair['sent'] = { doctor: [], patient: [] };
  let ended = false;
  const ok: Acknowledgement = { ok: true };

  const announce = (status: CallState) => {
    if (status === 'ended') ended = true;
    setTimeout(() => {
      for (const end of ends) for (const listener of statusListeners[end]) listener(status);
    }, 0);
  };

  const channel = (end: 'doctor' | 'patient'): CallChannel => {
    const other = end === 'doctor' ? 'patient' : 'doctor';
    return {
      callId: CALL_ID,
      send(signal) {
        if (ended) return Promise.resolve({ ok: false, message: 'You are not in this call.' });
        sent[end].push(signal.type);
        setTimeout(() => {
          if (signalListeners[other].size === 0) buffered[other].push(signal);
          for (const listener of signalListeners[other]) listener(signal);
        }, 0);
        return Promise.resolve(ok);
      },
      onSignal(listener) {
        signalListeners[end].add(listener);
        for (const signal of buffered[end].splice(0)) listener(signal);
        return () => signalListeners[end].delete(listener);
      },
      onStatus(listener) {
        statusListeners[end].add(listener);
        return () => statusListeners[end].delete(listener);
      },
      hangUp() {
        if (!ended) announce('ended');
        return Promise.resolve(ok);
      },
      close() {
        signalListeners[end].clear();
        statusListeners[end].clear();
      },
    };
  };
  return { doctor: channel('doctor'), patient: channel('patient'), announce, sent };
}

/** Every track a fake camera handed out, to check they are all stopped after a call. */
export const handedOut: MediaStreamTrack[] = [];

/** A camera and microphone made in the page: a canvas's video and a silent oscillator's audio. */
export function fakeStream(constraints: MediaStreamConstraints): MediaStream {
  const tracks: MediaStreamTrack[] = [];
  if (constraints.video) {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const paint = canvas.getContext('2d');
    let x = 0;
    // A moving block, so the encoder keeps sending frames.
    const draw = () => {
      if (!paint) return;
      paint.fillStyle = '#0b6e69';
      paint.fillRect(0, 0, 320, 240);
      paint.fillStyle = '#f4b400';
      paint.fillRect((x += 7) % 300, 100, 20, 20);
      if (tracks[0]?.readyState !== 'ended') requestAnimationFrame(draw);
    };
    draw();
    tracks.push(...canvas.captureStream(10).getVideoTracks());
  }
  if (constraints.audio) {
    const audio = new AudioContext();
    tracks.push(...audio.createMediaStreamDestination().stream.getAudioTracks());
  }
  handedOut.push(...tracks);
  return new MediaStream(tracks);
}

/** Replaces the browser's getUserMedia for one story; the original comes back after it. */
export function withMedia(answer: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  return () => {
    handedOut.length = 0;
    const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: answer },
    });
    return () => {
      for (const track of handedOut) track.stop();
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
    };
  };
}

/** A refusal of the camera, by the DOMException name the browser gives. */
export const refuse = (name: string) => () => Promise.reject(new DOMException('refused', name));
