import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { TOAST_DURATION_MS, type ToastData } from './Toast';
import { Toaster } from './Toaster';

const saved: ToastData = { id: 'saved', tone: 'positive', message: 'Your profile was saved.' };

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

async function renderToaster(toasts: readonly ToastData[], duration?: number) {
  const onDismiss = vi.fn();
  const screen = await render(
    <AafiyatProvider>
      <button type="button">Elsewhere</button>
      <Toaster toasts={toasts} onDismiss={onDismiss} {...(duration === undefined ? {} : { duration })} />
    </AafiyatProvider>,
  );
  const toast = () => screen.container.querySelector<HTMLElement>('[data-tone]')!;
  return { screen, onDismiss, toast };
}

// Events are dispatched directly: the timers are fake, and nothing here may wait on a real clock.
function pointer(element: HTMLElement, type: 'mouseover' | 'mouseout') {
  element.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
}

describe('Toast auto-dismiss', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`closes itself after ${String(TOAST_DURATION_MS)} ms by default, not before`, async () => {
    const { onDismiss } = await renderToaster([saved]);
    await advance(TOAST_DURATION_MS - 1);
    expect(onDismiss).not.toHaveBeenCalled();
    await advance(1);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith({ id: 'saved' });
  });

  it("follows the toaster's duration and a toast's own", async () => {
    const { onDismiss } = await renderToaster(
      [saved, { id: 'quick', message: 'Copied', duration: 1000 }],
      3000,
    );
    await advance(1000);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith({ id: 'quick' });
    await advance(2000);
    expect(onDismiss).toHaveBeenLastCalledWith({ id: 'saved' });
  });

  it('pauses while the pointer is over it and resumes with the time left', async () => {
    const { onDismiss, toast } = await renderToaster([saved], 5000);
    await advance(3000);
    pointer(toast(), 'mouseover');
    await advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    pointer(toast(), 'mouseout');
    await advance(1999);
    expect(onDismiss).not.toHaveBeenCalled();
    await advance(1);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith({ id: 'saved' });
  });

  it('pauses while focus is inside it', async () => {
    const { onDismiss, toast, screen } = await renderToaster([saved], 5000);
    await advance(1000);
    act(() => {
      toast().querySelector('button')?.focus();
    });
    await advance(60_000);
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      screen.container.querySelector('button')?.focus();
    });
    await advance(4000);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith({ id: 'saved' });
  });

  it('keeps critical toasts until they are closed, and in the alert region', async () => {
    const { onDismiss, screen } = await renderToaster([
      { id: 'failed', tone: 'critical', message: 'Something went wrong try again!' },
    ]);
    await advance(10 * TOAST_DURATION_MS);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'Something went wrong try again!',
    );
  });

  it('never closes a toast whose duration is null', async () => {
    const { onDismiss } = await renderToaster([{ ...saved, duration: null }]);
    await advance(10 * TOAST_DURATION_MS);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
