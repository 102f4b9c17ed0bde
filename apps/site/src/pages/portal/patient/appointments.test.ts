import type { Schema } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { createTranslator, englishCatalog, urduCatalog } from '@aafiyat/ui';
import { describe, expect, it } from 'vitest';
import { english } from '../../../i18n/english';
import { siteTranslator } from '../../../i18n/language';
import { urdu } from '../../../i18n/urdu';
import {
  appointmentDateLabel,
  appointmentTimeLabel,
  appointmentTypeLabel,
  paymentStatusDisplay,
  splitAppointments,
} from './appointments';

const t = siteTranslator(english);
const ui = createTranslator('en', englishCatalog);
const tUrdu = siteTranslator(urdu);
const uiUrdu = createTranslator('ur', urduCatalog);

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
    booking_state: 'held',
  };
}

describe('payment status display', () => {
  it('labels every status and never shows an unknown code as paid', () => {
    expect(paymentStatusDisplay(t, PaymentStatus.SUCCESS)).toEqual({ label: 'Paid', tone: 'positive' });
    expect(paymentStatusDisplay(t, PaymentStatus.PENDING).label).toBe('Payment pending');
    expect(paymentStatusDisplay(t, PaymentStatus.FAILURE).tone).toBe('critical');
    expect(paymentStatusDisplay(t, PaymentStatus.STARTED).label).toBe('Payment not finished');
    expect(paymentStatusDisplay(t, 42).label).toBe('Not paid');
  });

  it('says it in Urdu on an Urdu page', () => {
    expect(paymentStatusDisplay(tUrdu, PaymentStatus.SUCCESS)).toEqual({
      label: 'ادائیگی ہو گئی',
      tone: 'positive',
    });
    expect(paymentStatusDisplay(tUrdu, 42).label).toBe('ادائیگی نہیں ہوئی');
  });
});

describe('appointment labels', () => {
  it('writes dates, 12-hour times and the kind of visit', () => {
    expect(appointmentDateLabel(t, ui, '2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(appointmentDateLabel(t, ui, '2026-02-01')).toBe('Sun, 1 Feb 2026');
    expect(appointmentDateLabel(t, ui, 'soon')).toBe('soon');
    expect(appointmentDateLabel(t, ui, '2026-02-30')).toBe('2026-02-30');
    expect(appointmentTimeLabel('18:30')).toBe('6:30 PM');
    expect(appointmentTypeLabel(t, 'online', 'Shifa Family Clinic')).toBe('Online consultation');
    expect(appointmentTypeLabel(t, 'in_clinic', 'Shifa Family Clinic')).toBe(
      'Clinic visit, Shifa Family Clinic',
    );
    expect(appointmentTypeLabel(t, 'in_clinic')).toBe('Clinic visit');
  });

  it('writes them in Urdu, with Western digits, on an Urdu page', () => {
    expect(appointmentDateLabel(tUrdu, uiUrdu, '2026-11-23')).toBe('پیر، 23 نومبر 2026');
    expect(appointmentTypeLabel(tUrdu, 'online')).toBe('آن لائن مشورہ');
    expect(appointmentTypeLabel(tUrdu, 'in_clinic', 'Shifa Family Clinic')).toBe(
      'کلینک میں اپائنٹمنٹ، Shifa Family Clinic',
    );
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
