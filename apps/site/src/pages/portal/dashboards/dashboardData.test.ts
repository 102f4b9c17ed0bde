import { PaymentStatus } from '@aafiyat/domain';
import { createTranslator, englishCatalog, urduCatalog } from '@aafiyat/ui';
import { describe, expect, it } from 'vitest';
import { english } from '../../../i18n/english';
import { siteTranslator } from '../../../i18n/language';
import { urdu } from '../../../i18n/urdu';
import { formatCalendarDate, toAppointmentItem } from './dashboardData';

const inEnglish = (date: string) =>
  formatCalendarDate(siteTranslator(english), createTranslator('en', englishCatalog), date);
const inUrdu = (date: string) =>
  formatCalendarDate(siteTranslator(urdu), createTranslator('ur', urduCatalog), date);

describe('formatCalendarDate', () => {
  it('writes an API date in words, the same day whatever the machine’s time zone', () => {
    expect(inEnglish('2026-11-23')).toBe('Monday, 23 November 2026');
  });

  it('writes it in Urdu words with Western digits on an Urdu page', () => {
    expect(inUrdu('2026-11-23')).toBe('پیر، 23 نومبر 2026');
  });

  it('leaves text that is not a date as it came', () => {
    expect(inEnglish('someday')).toBe('someday');
    expect(inEnglish('2026-02-30')).toBe('2026-02-30');
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
