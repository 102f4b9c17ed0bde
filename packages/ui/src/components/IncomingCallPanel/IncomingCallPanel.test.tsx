import { INCOMING_CALL_TIMEOUT_MS } from '@aafiyat/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { IncomingCallPanel, type IncomingCallPanelProps } from './IncomingCallPanel';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Runs timers or presses inside React's act(), so the panel has re-rendered when it returns. */
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

function setup(overrides: Partial<IncomingCallPanelProps> = {}) {
  const props = {
    open: true,
    call: { callId: 'call-1', doctorName: 'Dr. Sana Iqbal', specialty: 'Dermatologist' },
    ringtone: { start: vi.fn(() => Promise.resolve('playing' as const)), stop: vi.fn() },
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    onTimeout: vi.fn(),
    ...overrides,
  } satisfies IncomingCallPanelProps;
  return props;
}

async function show(props: IncomingCallPanelProps) {
  const screen = await render(
    <AafiyatProvider>
      <IncomingCallPanel {...props} />
    </AafiyatProvider>,
  );
  const dialog = screen.container.querySelector('dialog');
  if (!dialog) throw new Error('The panel rendered no <dialog>.');
  return { screen, dialog };
}

describe('IncomingCallPanel time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the spec’s 10 s', () => {
    expect(INCOMING_CALL_TIMEOUT_MS).toBe(10_000);
  });

  it('hides itself at 10 s, calls onTimeout once and stops the ringtone', async () => {
    const props = setup();
    const { dialog } = await show(props);
    expect(dialog.open).toBe(true);
    expect(props.ringtone.start).toHaveBeenCalledTimes(1);

    await acting(() => vi.advanceTimersByTime(INCOMING_CALL_TIMEOUT_MS - 1));
    expect(dialog.open).toBe(true);
    expect(props.onTimeout).not.toHaveBeenCalled();
    expect(props.ringtone.stop).not.toHaveBeenCalled();

    await acting(() => vi.advanceTimersByTime(1));
    expect(dialog.open).toBe(false);
    expect(props.onTimeout).toHaveBeenCalledTimes(1);
    expect(props.onTimeout).toHaveBeenCalledWith({ callId: 'call-1' });
    expect(props.ringtone.stop).toHaveBeenCalled();

    // Nothing more happens later, and the time-out is not a decline.
    await acting(() => vi.advanceTimersByTime(60_000));
    expect(props.onTimeout).toHaveBeenCalledTimes(1);
    expect(props.onDecline).not.toHaveBeenCalled();
  });

  it('Accept at 9.9 s prevents the time-out', async () => {
    const props = setup();
    const { screen, dialog } = await show(props);
    await acting(() => vi.advanceTimersByTime(9_900));
    await acting(() => {
      screen
        .getByRole('button', { name: 'Accept' })
        .element()
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(props.onAccept).toHaveBeenCalledWith({ callId: 'call-1' });
    expect(props.ringtone.stop).toHaveBeenCalled();
    expect(dialog.open).toBe(false);

    await acting(() => vi.advanceTimersByTime(60_000));
    expect(props.onTimeout).not.toHaveBeenCalled();
  });

  it('gives a new call its own 10 s', async () => {
    const props = setup();
    const { screen, dialog } = await show(props);
    await acting(() => vi.advanceTimersByTime(INCOMING_CALL_TIMEOUT_MS));
    expect(dialog.open).toBe(false);

    await screen.rerender(
      <AafiyatProvider>
        <IncomingCallPanel {...props} call={{ ...props.call, callId: 'call-2' }} />
      </AafiyatProvider>,
    );
    expect(dialog.open).toBe(true);
    expect(props.ringtone.start).toHaveBeenCalledTimes(2);
    await acting(() => vi.advanceTimersByTime(INCOMING_CALL_TIMEOUT_MS - 1));
    expect(dialog.open).toBe(true);
    await acting(() => vi.advanceTimersByTime(1));
    expect(dialog.open).toBe(false);
    expect(props.onTimeout).toHaveBeenLastCalledWith({ callId: 'call-2' });
    expect(props.onTimeout).toHaveBeenCalledTimes(2);
    // The first panel's late close event must not decline the second call.
    expect(props.onDecline).not.toHaveBeenCalled();
  });
});
