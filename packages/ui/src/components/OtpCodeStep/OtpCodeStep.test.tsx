import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { OtpCodeStep } from './OtpCodeStep';

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Runs the fake clock forward and lets React commit what the timers changed. */
async function advance(ms: number) {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

describe('OtpCodeStep resend wait', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the 60 s down each second and offers a new code only after it, then again after a new code', async () => {
    const screen = await render(
      <AafiyatProvider>
        <OtpCodeStep
          sentTo="0345*****67"
          submitLabel="Verify and activate"
          resendAfterSeconds={60}
          onVerify={() => Promise.resolve()}
          onResend={() => Promise.resolve({ resendAfterSeconds: 30 })}
        />
      </AafiyatProvider>,
    );
    const timer = () => screen.container.querySelector('[role="timer"]')?.textContent;
    expect(timer()).toBe('1:00');
    await advance(1000);
    expect(timer()).toBe('0:59');
    // A second at a time: each tick's timeout is set after React commits the last one.
    for (let second = 59; second > 1; second -= 1) await advance(1000);
    expect(timer()).toBe('0:01');
    expect(screen.container.textContent).not.toContain('Send a new code');
    await advance(1000);
    expect(timer()).toBeUndefined();
    await screen.getByRole('button', { name: 'Send a new code' }).click();
    await advance(0);
    // The new code's own wait, from the server's answer.
    expect(timer()).toBe('0:30');
  });
});
