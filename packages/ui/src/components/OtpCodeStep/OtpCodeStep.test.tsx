import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { SignUpOtpStep, resendCountdownText } from './SignUpOtpStep';

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

describe('resendCountdownText', () => {
  it('counts down as m:ss and never below zero', () => {
    expect(resendCountdownText(60)).toBe('You can ask for a new code in 1:00.');
    expect(resendCountdownText(59)).toBe('You can ask for a new code in 0:59.');
    expect(resendCountdownText(5.2)).toBe('You can ask for a new code in 0:06.');
    expect(resendCountdownText(-3)).toBe('You can ask for a new code in 0:00.');
  });
});

describe('SignUpOtpStep resend wait', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the 60 s down each second and offers a new code only after it', async () => {
    const screen = await render(
      <AafiyatProvider>
        <SignUpOtpStep
          phoneHint="0345*****67"
          resendAfterSeconds={60}
          onVerify={() => Promise.resolve()}
          onResend={() => Promise.resolve({ resendAfterSeconds: 60 })}
        />
      </AafiyatProvider>,
    );
    const text = () => screen.container.textContent;
    expect(text()).toContain('You can ask for a new code in 1:00.');
    await advance(1000);
    expect(text()).toContain('You can ask for a new code in 0:59.');
    await advance(58_000);
    expect(text()).toContain('You can ask for a new code in 0:01.');
    expect(screen.container.querySelector('button[type="button"]')).toBeNull();
    await advance(1000);
    expect(text()).not.toContain('You can ask for a new code in');
    expect(screen.getByRole('button', { name: 'Send a new code' }).element()).toBeTruthy();
  });
});
