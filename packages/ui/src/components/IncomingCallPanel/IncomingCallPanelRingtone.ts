/**
 * The incoming call's ringtone, synthesised with the Web Audio API so no audio file is downloaded on a
 * phone's mobile data: two sine tones of 440 and 480 Hz together (the North American ringback pair), on for
 * 2 s and off for 4 s, like a phone ringing.
 */

/** What starting a ringtone achieved: sound is playing, or the browser blocked it (autoplay policy). */
export const ringtoneStatuses = ['playing', 'blocked'] as const;
/** One of {@link ringtoneStatuses}. */
export type RingtoneStatus = (typeof ringtoneStatuses)[number];

/** Something that rings: the Web Audio ringtone by default; stories and tests pass a fake. */
export interface Ringtone {
  /** Starts ringing, if not already; resolves with whether sound is actually playing. Never rejects. */
  start: () => Promise<RingtoneStatus>;
  /** Stops ringing and releases the audio device. Safe to call at any time, any number of times. */
  stop: () => void;
}

export interface WebAudioRingtoneOptions {
  /** Makes the audio context; `null` when the browser has no Web Audio. Tests pass a fake. */
  createContext?: () => AudioContext | null;
  /** The tones played together, in Hz. */
  frequencies?: readonly number[];
  /** How long each ring lasts, in ms. */
  ringMs?: number;
  /** The silence between rings, in ms. */
  pauseMs?: number;
  /** Loudness, 0 to 1. */
  volume?: number;
  /** How long to wait for the browser to allow sound before calling it blocked, in ms. */
  unlockWaitMs?: number;
}

// Rings fade in and out over this long, in seconds, so they start and stop without a click.
const RAMP_S = 0.02;

function defaultContext(): AudioContext | null {
  return typeof AudioContext === 'function' ? new AudioContext() : null;
}

interface Playing {
  context: AudioContext;
  oscillators: OscillatorNode[];
  timer: ReturnType<typeof setInterval>;
  status: Promise<RingtoneStatus>;
}

/** A ringtone made of oscillators; nothing is created until `start()`. */
export function createWebAudioRingtone({
  createContext = defaultContext,
  frequencies = [440, 480],
  ringMs = 2000,
  pauseMs = 4000,
  volume = 0.15,
  unlockWaitMs = 500,
}: WebAudioRingtoneOptions = {}): Ringtone {
  let playing: Playing | null = null;

  function begin(): Playing | null {
    let context: AudioContext | null;
    try {
      context = createContext();
    } catch {
      return null;
    }
    if (!context) return null;
    const gain = context.createGain();
    gain.gain.value = 0;
    gain.connect(context.destination);
    const oscillators = frequencies.map((frequency) => {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start();
      return oscillator;
    });
    // Each ring is scheduled on the audio clock, which keeps time even when timers are throttled.
    const ring = () => {
      const at = context.currentTime;
      const end = at + ringMs / 1000;
      gain.gain.cancelScheduledValues(at);
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(volume, at + RAMP_S);
      gain.gain.setValueAtTime(volume, end - RAMP_S);
      gain.gain.linearRampToValueAtTime(0, end);
    };
    ring();
    const timer = setInterval(ring, ringMs + pauseMs);
    return { context, oscillators, timer, status: unlock(context, unlockWaitMs) };
  }

  return {
    start: () => {
      playing ??= begin();
      return playing ? playing.status : Promise.resolve('blocked');
    },
    stop: () => {
      if (!playing) return;
      const { context, oscillators, timer } = playing;
      playing = null;
      clearInterval(timer);
      for (const oscillator of oscillators) {
        try {
          oscillator.stop();
        } catch {
          // Already stopped.
        }
        oscillator.disconnect();
      }
      context.close().catch(() => undefined);
    },
  };
}

// Browsers keep a context made without a recent tap or click 'suspended' (autoplay policy); resume() then
// rejects or never settles. Either way, after a short wait the state says whether sound can play.
async function unlock(context: AudioContext, waitMs: number): Promise<RingtoneStatus> {
  if (context.state !== 'running') {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([context.resume().catch(() => undefined), waited]);
    clearTimeout(timer);
  }
  return context.state === 'running' ? 'playing' : 'blocked';
}
