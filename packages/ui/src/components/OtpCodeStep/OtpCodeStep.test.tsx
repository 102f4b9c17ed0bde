import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { advanceFakeClock } from '../../test-support/advanceFakeClock';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { OtpCodeStep } from './OtpCodeStep';

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
    await advanceFakeClock(1000);
    expect(timer()).toBe('0:59');
    // A second at a time: each tick's timeout is set after React commits the last one.
    for (let second = 59; second > 1; second -= 1) await advanceFakeClock(1000);
    expect(timer()).toBe('0:01');
    expect(screen.container.textContent).not.toContain('Send a new code');
    await advanceFakeClock(1000);
    expect(timer()).toBeUndefined();
    await screen.getByRole('button', { name: 'Send a new code' }).click();
    await advanceFakeClock(0);
    // The new code's own wait, from the server's answer.
    expect(timer()).toBe('0:30');
  });
});
