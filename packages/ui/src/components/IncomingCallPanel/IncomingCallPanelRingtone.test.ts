import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebAudioRingtone } from './IncomingCallPanelRingtone';

/** A stand-in for AudioContext that records what the ringtone does with it. */
function fakeContext({
  state = 'running',
  resume,
}: { state?: AudioContextState; resume?: () => Promise<void> } = {}) {
  const gainCalls: string[] = [];
  const param = (name: string) => ({
    value: 0,
    cancelScheduledValues: vi.fn(() => gainCalls.push(`${name}.cancel`)),
    setValueAtTime: vi.fn((value: number) => gainCalls.push(`${name}.set ${String(value)}`)),
    linearRampToValueAtTime: vi.fn((value: number) => gainCalls.push(`${name}.ramp ${String(value)}`)),
  });
  const oscillators: {
    frequency: { value: number };
    start: ReturnType<typeof vi.fn>;
    stop: ReturnType<typeof vi.fn>;
    disconnect: ReturnType<typeof vi.fn>;
  }[] = [];
  const context = {
    state,
    currentTime: 0,
    destination: {},
    createGain: vi.fn(() => ({ gain: param('gain'), connect: vi.fn() })),
    createOscillator: vi.fn(() => {
      const oscillator = {
        type: 'square',
        frequency: { value: 0 },
        connect: vi.fn(),
        start: vi.fn(),
        stop: vi.fn(),
        disconnect: vi.fn(),
      };
      oscillators.push(oscillator);
      return oscillator;
    }),
    resume: vi.fn(
      resume ??
        (() => {
          context.state = 'running';
          return Promise.resolve();
        }),
    ),
    close: vi.fn(() => Promise.resolve()),
  };
  return { context, oscillators, gainCalls, asAudioContext: () => context as unknown as AudioContext };
}

describe('createWebAudioRingtone', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates nothing until started, then plays 440 and 480 Hz together and reports playing', async () => {
    const fake = fakeContext();
    const createContext = vi.fn(fake.asAudioContext);
    const ringtone = createWebAudioRingtone({ createContext });
    expect(createContext).not.toHaveBeenCalled();

    await expect(ringtone.start()).resolves.toBe('playing');
    expect(fake.oscillators.map((oscillator) => oscillator.frequency.value)).toEqual([440, 480]);
    expect(fake.oscillators.every((oscillator) => oscillator.start.mock.calls.length === 1)).toBe(true);
    // Starting again while ringing neither makes a second context nor restarts the tone.
    await expect(ringtone.start()).resolves.toBe('playing');
    expect(createContext).toHaveBeenCalledTimes(1);
  });

  it('rings 2 s on and 4 s off', async () => {
    const fake = fakeContext();
    const ringtone = createWebAudioRingtone({ createContext: fake.asAudioContext });
    await ringtone.start();
    const rings = () => fake.gainCalls.filter((call) => call === 'gain.ramp 0.15').length;
    expect(rings()).toBe(1);
    vi.advanceTimersByTime(5999);
    expect(rings()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(rings()).toBe(2);
    vi.advanceTimersByTime(6000);
    expect(rings()).toBe(3);
    ringtone.stop();
  });

  it('stops the tones, the cadence and the context, and can start afresh', async () => {
    const first = fakeContext();
    const second = fakeContext();
    const createContext = vi
      .fn()
      .mockReturnValueOnce(first.asAudioContext())
      .mockReturnValueOnce(second.asAudioContext());
    const ringtone = createWebAudioRingtone({ createContext });
    await ringtone.start();
    ringtone.stop();
    expect(first.oscillators.every((oscillator) => oscillator.stop.mock.calls.length === 1)).toBe(true);
    expect(first.context.close).toHaveBeenCalledTimes(1);
    const callsAtStop = first.gainCalls.length;
    vi.advanceTimersByTime(60_000);
    expect(first.gainCalls).toHaveLength(callsAtStop);
    // Stopping twice is harmless.
    ringtone.stop();
    expect(first.context.close).toHaveBeenCalledTimes(1);

    await expect(ringtone.start()).resolves.toBe('playing');
    expect(createContext).toHaveBeenCalledTimes(2);
    ringtone.stop();
    expect(second.context.close).toHaveBeenCalledTimes(1);
  });

  it('reports blocked when the browser keeps the context suspended', async () => {
    const fake = fakeContext({ state: 'suspended', resume: () => new Promise<void>(() => undefined) });
    const ringtone = createWebAudioRingtone({ createContext: fake.asAudioContext, unlockWaitMs: 500 });
    const status = ringtone.start();
    await vi.advanceTimersByTimeAsync(500);
    await expect(status).resolves.toBe('blocked');
    ringtone.stop();
    expect(fake.context.close).toHaveBeenCalledTimes(1);
  });

  it('reports blocked when resume() rejects', async () => {
    const fake = fakeContext({
      state: 'suspended',
      resume: () => Promise.reject(new Error('NotAllowedError')),
    });
    const ringtone = createWebAudioRingtone({ createContext: fake.asAudioContext });
    await expect(ringtone.start()).resolves.toBe('blocked');
    ringtone.stop();
  });

  it('reports playing when resume() unlocks a suspended context', async () => {
    const fake = fakeContext({ state: 'suspended' });
    const ringtone = createWebAudioRingtone({ createContext: fake.asAudioContext });
    await expect(ringtone.start()).resolves.toBe('playing');
    expect(fake.context.resume).toHaveBeenCalledTimes(1);
    ringtone.stop();
  });

  it('reports blocked without Web Audio, and stop() is still safe', async () => {
    const ringtone = createWebAudioRingtone({ createContext: () => null });
    await expect(ringtone.start()).resolves.toBe('blocked');
    expect(() => {
      ringtone.stop();
    }).not.toThrow();
    const throwing = createWebAudioRingtone({
      createContext: () => {
        throw new Error('too many contexts');
      },
    });
    await expect(throwing.start()).resolves.toBe('blocked');
  });
});
