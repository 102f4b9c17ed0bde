import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { VideoCallView, type VideoCallViewProps } from './VideoCallView';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Runs timers inside React's act(), so the view has re-rendered when it returns. */
async function acting(work: () => void) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      work();
      await Promise.resolve();
    });
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const START = Date.UTC(2026, 4, 12, 10, 0, 0);

function props(overrides: Partial<VideoCallViewProps> = {}): VideoCallViewProps {
  return {
    peerName: 'Dr. Sadia Karim',
    status: 'connected',
    localStream: null,
    remoteStream: null,
    muted: false,
    cameraOff: false,
    audioOnly: false,
    connectedAt: START,
    onToggleMute: vi.fn(),
    onToggleCamera: vi.fn(),
    onAudioOnlyChange: vi.fn(),
    onHangUp: vi.fn(),
    ...overrides,
  };
}

async function show(given: VideoCallViewProps) {
  const screen = await render(
    <AafiyatProvider>
      <VideoCallView {...given} />
    </AafiyatProvider>,
  );
  const dialog = screen.container.querySelector('dialog');
  if (!dialog) throw new Error('The view rendered no <dialog>.');
  const timer = () => dialog.querySelector('[role="timer"]');
  const rerender = (next: VideoCallViewProps) =>
    screen.rerender(
      <AafiyatProvider>
        <VideoCallView {...next} />
      </AafiyatProvider>,
    );
  return { screen, dialog, timer, rerender };
}

describe('VideoCallView duration', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START + 65_400 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts each second of the call, on the call’s own second boundaries', async () => {
    const { timer } = await show(props());
    await acting(() => vi.advanceTimersByTime(0));
    expect(timer()?.textContent).toBe('01:05');
    // 65.4 s in: the next second of the call is 600 ms away, not a whole interval.
    await acting(() => vi.advanceTimersByTime(599));
    expect(timer()?.textContent).toBe('01:05');
    await acting(() => vi.advanceTimersByTime(1));
    expect(timer()?.textContent).toBe('01:06');
    await acting(() => vi.advanceTimersByTime(3_600_000));
    expect(timer()?.textContent).toBe('1:01:06');
  });

  it('keeps counting while reconnecting and disappears once the call is over', async () => {
    const given = props();
    const { timer, rerender } = await show(given);
    await acting(() => vi.advanceTimersByTime(600));
    expect(timer()?.textContent).toBe('01:06');
    await rerender({ ...given, status: 'reconnecting' });
    await acting(() => vi.advanceTimersByTime(2_000));
    expect(timer()?.textContent).toBe('01:08');
    await rerender({ ...given, status: 'peer-left' });
    expect(timer()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows no duration before the call connects, and runs no timer', async () => {
    const { timer } = await show(props({ status: 'connecting', connectedAt: null }));
    await acting(() => vi.advanceTimersByTime(5_000));
    expect(timer()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('VideoCallView focus when the call ends', () => {
  it('moves to Close when the focused control goes away', async () => {
    const given = props();
    const { screen, rerender } = await show(given);
    const mute = screen.getByRole('button', { name: 'Mute microphone' }).element() as HTMLElement;
    mute.focus();
    expect(document.activeElement).toBe(mute);
    await rerender({ ...given, status: 'peer-left' });
    await expect.element(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('stays where it is when it is still inside the view', async () => {
    const given = props();
    const { screen, rerender } = await show(given);
    const title = screen.getByRole('heading', { name: 'Video call with Dr. Sadia Karim' });
    await expect.element(title).toHaveFocus();
    await rerender({ ...given, status: 'failed' });
    await expect.element(title).toHaveFocus();
  });
});
