import { PaymentStatus } from '@aafiyat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { advanceFakeClock } from '../../test-support/advanceFakeClock';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { APPOINTMENT_CLOCK_INTERVAL_MS, AppointmentList } from './AppointmentList';

describe('AppointmentList clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns Start call on when the call opens, 10 minutes before the time, and off 30 minutes after', async () => {
    // 4:54 PM in Pakistan: the 5:15 PM consultation opens at 5:05 PM.
    vi.setSystemTime(new Date('2026-11-27T16:54:00+05:00'));
    const onStartCall = vi.fn(() => Promise.resolve());
    const screen = await render(
      <AafiyatProvider>
        <AppointmentList
          label="Online consultations today"
          emptyText="None today."
          onStartCall={onStartCall}
          appointments={[
            {
              id: 1,
              date: '2026-11-27',
              time: '17:15',
              type: 'online',
              patientName: 'Ayesha Khan',
              paymentStatus: PaymentStatus.SUCCESS,
            },
          ]}
        />
      </AafiyatProvider>,
    );
    const button = () => screen.getByRole('button', { name: 'Start call with Ayesha Khan' }).element();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The call can start from 5:05 PM.').element()).toBeVisible();

    // 5:04:30: still closed.
    await advanceFakeClock(21 * APPOINTMENT_CLOCK_INTERVAL_MS);
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    // 5:05:00: open, and the reason is gone.
    await advanceFakeClock(APPOINTMENT_CLOCK_INTERVAL_MS);
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(button()).not.toHaveAttribute('aria-describedby');
    // 5:45:30: closed again.
    await advanceFakeClock(81 * APPOINTMENT_CLOCK_INTERVAL_MS);
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The time for this call ended at 5:45 PM.').element()).toBeVisible();
  });
});
