// Written by `npm run messages` from ../../messages/ur/Dashboard.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Dashboard.date': [['weekday'], '، ', ['date']],
  'Dashboard.glance': 'آج ایک نظر میں',
  'Dashboard.error.heading': 'آپ کا ڈیش بورڈ لوڈ نہیں ہو سکا',
  'Dashboard.error.retry': 'دوبارہ کوشش کریں',
  'Dashboard.clinic.meta.title': 'کلینک ڈیش بورڈ',
  'Dashboard.clinic.meta.description':
    'آپ کے کلینک کے تمام ڈاکٹروں کی آج کی اپائنٹمنٹس، ادائیگیاں اور اس مہینے کی آمدنی۔',
  'Dashboard.clinic.loading': 'آپ کے کلینک کا ڈیش بورڈ لوڈ ہو رہا ہے…',
  'Dashboard.clinic.total': 'آج کی کل اپائنٹمنٹس',
  'Dashboard.clinic.paid': 'ادائیگی ہو گئی',
  'Dashboard.clinic.pending': 'ادائیگی زیرِ التوا',
  'Dashboard.clinic.failed': 'ادائیگی ناکام',
  'Dashboard.clinic.notPaid': 'ابھی ادائیگی نہیں ہوئی',
  'Dashboard.clinic.inProgress': [['count'], ' کی ادائیگی JazzCash پر جاری ہے'],
  'Dashboard.clinic.revenue': 'اس مہینے کی آمدنی',
  'Dashboard.clinic.revenueNote': 'مہینے کی پہلی تاریخ سے اب تک کی کامیاب ادائیگیاں',
  'Dashboard.clinic.today': 'آج کی اپائنٹمنٹس',
  'Dashboard.clinic.todayList': 'آپ کے تمام ڈاکٹروں کی آج کی اپائنٹمنٹس',
  'Dashboard.clinic.todayEmpty': 'آج آپ کے کلینک میں کوئی اپائنٹمنٹ بک نہیں ہے۔',
  'Dashboard.clinic.doctors': 'آپ کے ڈاکٹرز',
  'Dashboard.clinic.doctorsEmpty': 'آپ کے کلینک میں ابھی کوئی ڈاکٹر رجسٹر نہیں ہے۔',
  'Dashboard.clinic.doctorNote': ['PMDC ⁦', ['pmdc'], '⁩ · فیس ', ['fee']],
  'Dashboard.clinic.doctorNoteOnline': ['PMDC ⁦', ['pmdc'], '⁩ · فیس ', ['fee'], ' · آن لائن مشورے'],
  'Dashboard.doctor.meta.title': 'ڈاکٹر ڈیش بورڈ',
  'Dashboard.doctor.meta.description':
    'آج کی آپ کی کلینک میں اور آن لائن اپائنٹمنٹس، اور آپ کی اگلی دستیاب تاریخ۔',
  'Dashboard.doctor.loading': 'آپ کا ڈیش بورڈ لوڈ ہو رہا ہے…',
  'Dashboard.doctor.inClinicCount': 'کلینک میں اپائنٹمنٹس',
  'Dashboard.doctor.onlineCount': 'آن لائن اپائنٹمنٹس',
  'Dashboard.doctor.nextDate': 'اگلی دستیاب تاریخ',
  'Dashboard.doctor.noWorkingDays': 'کام کے دن مقرر نہیں',
  'Dashboard.doctor.online': 'آج کے آن لائن مشورے',
  'Dashboard.doctor.callRule':
    'ادا شدہ مشورے پر اس کے وقت سے 10 منٹ پہلے سے 30 منٹ بعد تک کال کی جا سکتی ہے؛ مریض کی ایپ میں 10 سیکنڈ تک گھنٹی بجتی ہے۔',
  'Dashboard.doctor.onlineEmpty': 'آج کے لیے کوئی آن لائن مشورہ بک نہیں ہے۔',
  'Dashboard.doctor.inClinic': 'آج کی کلینک میں اپائنٹمنٹس',
  'Dashboard.doctor.inClinicEmpty': 'آج کے لیے کلینک میں کوئی اپائنٹمنٹ بک نہیں ہے۔',
  'Dashboard.doctor.thePatient': 'مریض',
};
