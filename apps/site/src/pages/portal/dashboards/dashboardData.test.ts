import { PaymentStatus } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, toAppointmentItem } from './dashboardData';

describe('formatCalendarDate', () => {
  it('writes an API date in words, the same day whatever the machine’s time zone', () => {
    expect(formatCalendarDate('2026-11-23')).toMatch(/Monday.*23.*November.*2026/);
  });

  it('leaves text that is not a date as it came', () => {
    expect(formatCalendarDate('someday')).toBe('someday');
  });
});

describe('toAppointmentItem', () => {
  const entry = {
    appointment_id: 1042,
    time: '18:30',
    type: 'online' as const,
    patient: { id: 5021, name: 'Ayesha Khan' },
    doctor: { pmdc: '45321-P', name: 'Dr. Sana Mirza', specialty: 'Cardiologist' },
    payment_status: PaymentStatus.PENDING,
  };

  it('names the doctor only on a clinic’s list', () => {
    expect(toAppointmentItem(entry, '2026-11-27', true)).toEqual({
      id: 1042,
      date: '2026-11-27',
      time: '18:30',
      type: 'online',
      patientName: 'Ayesha Khan',
      doctorName: 'Dr. Sana Mirza',
      paymentStatus: PaymentStatus.PENDING,
    });
    expect(toAppointmentItem(entry, '2026-11-27', false).doctorName).toBeUndefined();
  });
});
