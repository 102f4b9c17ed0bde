// Written by `npm run messages` from ../../messages/ur/SignIn.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'SignIn.emailOrPhone': 'ای میل یا موبائل نمبر',
  'SignIn.frame.signedIn': 'آپ لاگ اِن ہیں',
  'SignIn.frame.signedInAs': ['آپ ', ['name'], ' کے نام سے لاگ اِن ہیں۔'],
  'SignIn.frame.signUp.clinic': 'عافیت پر نئے ہیں؟ اپنے کلینک کے لیے سائن اپ کریں',
  'SignIn.frame.signUp.hospital': 'عافیت پر نئے ہیں؟ اپنے ہسپتال کے لیے سائن اپ کریں',
  'SignIn.frame.signUp.pharmacy': 'عافیت پر نئے ہیں؟ اپنی فارمیسی کے لیے سائن اپ کریں',
  'SignIn.frame.others': 'کسی اور حیثیت سے لاگ اِن کریں',
  'SignIn.error.wrongCredentials':
    'لاگ اِن نہیں ہو سکا۔ اپنی لاگ اِن کی تفصیلات اور پاس ورڈ چیک کریں اور دوبارہ کوشش کریں۔',
  'SignIn.error.unexpected': 'کچھ غلط ہو گیا، دوبارہ کوشش کریں!',
  'SignIn.error.waitAMinute':
    'بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم ایک منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
  'SignIn.error.waitSeconds': [
    'بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم ',
    [
      'seconds#form',
      'select',
      { one: [['seconds#digits'], ' سیکنڈ'], other: [['seconds#digits'], ' سیکنڈ'] },
    ],
    ' انتظار کریں اور دوبارہ کوشش کریں۔',
  ],
  'SignIn.error.waitMinutes': [
    'بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم ',
    ['minutes#form', 'select', { one: [['minutes#digits'], ' منٹ'], other: [['minutes#digits'], ' منٹ'] }],
    ' انتظار کریں اور دوبارہ کوشش کریں۔',
  ],
  'SignIn.error.loginMissing': 'اپنا ای میل یا موبائل نمبر درج کریں۔',
  'SignIn.error.loginInvalid': 'ای میل ایڈریس یا موبائل نمبر درج کریں، مثلاً ⁦0300 1234567⁩۔',
  'SignIn.error.pmdcMissing': 'اپنا PMDC نمبر یا موبائل نمبر درج کریں۔',
  'SignIn.error.pmdcInvalid': 'PMDC نمبر درج کریں، مثلاً ⁦45321-P⁩، یا موبائل نمبر، مثلاً ⁦0300 1234567⁩۔',
  'SignIn.patient.meta.title': 'مریض کا لاگ اِن',
  'SignIn.patient.meta.description':
    'اپنے موبائل نمبر اور SMS پر آنے والے تصدیقی کوڈ سے عافیت پر لاگ اِن کریں۔ کسی پاس ورڈ کی ضرورت نہیں۔',
  'SignIn.patient.title': 'بطور مریض لاگ اِن کریں',
  'SignIn.patient.lead':
    'اپنے موبائل نمبر سے اپائنٹمنٹس بک کریں اور انہیں سنبھالیں۔ ہم SMS پر تصدیقی کوڈ بھیجتے ہیں، کوئی پاس ورڈ یاد رکھنے کی ضرورت نہیں۔',
  'SignIn.doctor.meta.title': 'ڈاکٹر کا لاگ اِن',
  'SignIn.doctor.meta.description':
    'ڈاکٹر اپنی اپائنٹمنٹس دیکھنے کے لیے اپنے PMDC نمبر یا موبائل نمبر سے عافیت پر لاگ اِن کریں۔',
  'SignIn.doctor.loginLabel': 'PMDC نمبر یا موبائل نمبر',
  'SignIn.doctor.loginHint': 'مثلاً ⁦45321-P⁩ یا ⁦0300 1234567⁩۔',
  'SignIn.doctor.title': 'بطور ڈاکٹر لاگ اِن کریں',
  'SignIn.doctor.lead': 'آج کی کلینک میں اور آن لائن اپائنٹمنٹس دیکھیں اور اپنے آن لائن مریضوں کو کال کریں۔',
  'SignIn.doctor.reset.title': 'اپنے ڈاکٹر اکاؤنٹ کا پاس ورڈ ری سیٹ کریں',
  'SignIn.doctor.reset.lead': 'ہم اُس موبائل نمبر پر کوڈ بھیجتے ہیں جو آپ کے کلینک نے رجسٹر کیا ہے۔',
  'SignIn.doctor.firstPassword.title': 'اپنا پاس ورڈ بنائیں',
  'SignIn.doctor.firstPassword.lead':
    'یہ آپ کا پہلا لاگ اِن ہے۔ ہمارا بھیجا ہوا کوڈ درج کریں اور پاس ورڈ چنیں۔',
  'SignIn.clinic.meta.title': 'کلینک کا لاگ اِن',
  'SignIn.clinic.meta.description': 'کلینک کے مالک اور ایڈمن عافیت کلینک مینجمنٹ سسٹم میں لاگ اِن کریں۔',
  'SignIn.clinic.loginHint': 'وہی ای میل یا موبائل نمبر جس سے آپ نے سائن اپ کیا تھا۔',
  'SignIn.clinic.title': 'اپنے کلینک میں لاگ اِن کریں',
  'SignIn.clinic.lead': 'اپنے کلینک کی اپائنٹمنٹس، ڈاکٹرز اور ادائیگیاں ایک ہی جگہ سے سنبھالیں۔',
  'SignIn.clinic.reset.title': 'اپنے کلینک اکاؤنٹ کا پاس ورڈ ری سیٹ کریں',
  'SignIn.clinic.reset.lead': 'ہم آپ کے کلینک اکاؤنٹ میں درج موبائل نمبر پر کوڈ بھیجتے ہیں۔',
  'SignIn.staff.meta.title': 'کلینک کے عملے کا لاگ اِن',
  'SignIn.staff.meta.description':
    'ریسپشنسٹ اور کلینک کا باقی عملہ اپنے ای میل یا موبائل نمبر سے عافیت پر لاگ اِن کریں۔',
  'SignIn.staff.title': 'کلینک کے عملے کے طور پر لاگ اِن کریں',
  'SignIn.staff.lead': 'وہ ای میل یا موبائل نمبر استعمال کریں جو آپ کے کلینک نے آپ کے لیے رجسٹر کیا ہے۔',
  'SignIn.hospital.meta.title': 'ہسپتال کا لاگ اِن',
  'SignIn.hospital.meta.description':
    'ہسپتال اپنے ای میل یا موبائل نمبر سے عافیت ہسپتال مینجمنٹ سسٹم میں لاگ اِن کریں۔',
  'SignIn.hospital.title': 'اپنے ہسپتال میں لاگ اِن کریں',
  'SignIn.hospital.lead': 'آپ کے ہسپتال کے داخلے، وارڈز اور بلنگ، عافیت ہسپتال مینجمنٹ سسٹم میں۔',
  'SignIn.pharmacy.meta.title': 'فارمیسی کا لاگ اِن',
  'SignIn.pharmacy.meta.description':
    'فارمیسیاں اپنے ای میل یا موبائل نمبر سے عافیت فارمیسی مینجمنٹ سسٹم میں لاگ اِن کریں۔',
  'SignIn.pharmacy.title': 'اپنی فارمیسی میں لاگ اِن کریں',
  'SignIn.pharmacy.lead': 'آپ کی فارمیسی کا اسٹاک، سیلز اور خریداری، عافیت فارمیسی مینجمنٹ سسٹم میں۔',
};
