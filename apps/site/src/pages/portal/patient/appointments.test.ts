import type { Schema } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
  splitAppointments,
} from './appointments';

function appointment(id: number, date: string, time: string): Schema<'Appointment'> {
  return {
    id,
    doctor: { pmdc: '45321-P', name: 'Dr. Sana Mirza', specialty: 'Cardiologist' },
    type: 'online',
    date,
    time,
    fee: 2500,
    payment_status: PaymentStatus.NOT_STARTED,
    created_at: '2026-11-01T10:00:00+05:00',
  };
}

describe('payment status display', () => {
  it('labels every status and never shows an unknown code as paid', () => {
    expect(paymentStatusDisplay(PaymentStatus.SUCCESS)).toEqual({ label: 'Paid', tone: 'positive' });
    expect(paymentStatusDisplay(PaymentStatus.PENDING).label).toBe('Payment pending');
    expect(paymentStatusDisplay(PaymentStatus.FAILURE).tone).toBe('critical');
    expect(paymentStatusDisplay(PaymentStatus.STARTED).label).toBe('Payment not finished');
    expect(paymentStatusDisplay(42).label).toBe('Not paid');
  });
});

describe('appointment labels', () => {
  it('writes dates, 12-hour times and the kind of visit', () => {
    expect(appointmentDateLabel('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(appointmentDateLabel('soon')).toBe('soon');
    expect(appointmentTimeLabel('18:30')).toBe('6:30 PM');
    expect(appointmentTypeLabel('online', 'Shifa Family Clinic')).toBe('Online consultation');
    expect(appointmentTypeLabel('in_clinic', 'Shifa Family Clinic')).toBe(
      'Clinic visit, Shifa Family Clinic',
    );
    expect(appointmentTypeLabel('in_clinic')).toBe('Clinic visit');
  });
});

describe('splitAppointments', () => {
  it('puts today and later first, soonest first, and the past latest first', () => {
    const list = [
      appointment(1, '2026-11-20', '10:00'),
      appointment(2, '2026-11-25', '18:00'),
      appointment(3, '2026-11-21', '17:30'),
      appointment(4, '2026-11-19', '09:00'),
      appointment(5, '2026-11-21', '17:00'),
    ];
    const { upcoming, past } = splitAppointments(list, '2026-11-21');
    expect(upcoming.map((entry) => entry.id)).toEqual([5, 3, 2]);
    expect(past.map((entry) => entry.id)).toEqual([1, 4]);
  });
});
