// Written by `npm run messages` from ../../messages/ur/SignUp.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'SignUp.clinic.heading': 'اپنے کلینک کے لیے سائن اپ کریں',
  'SignUp.clinic.intro':
    'اپنے کلینک کی اپائنٹمنٹس، آن لائن مشورے، ریکارڈ اور انوائسز ایک ہی جگہ سے سنبھالیں۔ شروع کرنے کے لیے ہمیں اپنے کلینک کے بارے میں بتائیں اور اپنے موبائل نمبر کی تصدیق کریں۔',
  'SignUp.clinic.businessName': 'کلینک کا نام',
  'SignUp.clinic.submit': 'کلینک کا اکاؤنٹ بنائیں',
  'SignUp.clinic.active': 'آپ کے کلینک کا اکاؤنٹ فعال ہو گیا ہے',
  'SignUp.clinic.ready':
    'آپ کے کلینک کا اکاؤنٹ تیار ہے اور آپ لاگ اِن ہیں۔ اسے سیٹ اپ کرنے میں مدد کے لیے ہماری ٹیم آپ کو کال کرے گی۔',
  'SignUp.clinic.next': 'اپنے ڈیش بورڈ پر جائیں',
  'SignUp.hospital.heading': 'اپنے ہسپتال کے لیے سائن اپ کریں',
  'SignUp.hospital.intro':
    'اپنے ہسپتال کی OPD، IPD، ڈیوٹی روسٹر اور بلنگ کو ایک جگہ لے آئیں۔ شروع کرنے کے لیے ہمیں اپنے ہسپتال کے بارے میں بتائیں اور اپنے موبائل نمبر کی تصدیق کریں۔',
  'SignUp.hospital.businessName': 'ہسپتال کا نام',
  'SignUp.hospital.submit': 'ہسپتال کا اکاؤنٹ بنائیں',
  'SignUp.hospital.active': 'آپ کے ہسپتال کا اکاؤنٹ فعال ہو گیا ہے',
  'SignUp.hospital.ready':
    'آپ کے ہسپتال کا اکاؤنٹ تیار ہے اور آپ لاگ اِن ہیں۔ اسے سیٹ اپ کرنے میں مدد کے لیے ہماری ٹیم آپ کو کال کرے گی۔',
  'SignUp.hospital.next': 'اپنے ہسپتال کے صفحے پر جائیں',
  'SignUp.pharmacy.heading': 'اپنی فارمیسی کے لیے سائن اپ کریں',
  'SignUp.pharmacy.intro':
    'اپنی فارمیسی کا اسٹاک، سیلز، ایکسپائری کی تاریخیں اور سپلائرز ترتیب میں رکھیں۔ شروع کرنے کے لیے ہمیں اپنی فارمیسی کے بارے میں بتائیں اور اپنے موبائل نمبر کی تصدیق کریں۔',
  'SignUp.pharmacy.businessName': 'فارمیسی کا نام',
  'SignUp.pharmacy.submit': 'فارمیسی کا اکاؤنٹ بنائیں',
  'SignUp.pharmacy.active': 'آپ کی فارمیسی کا اکاؤنٹ فعال ہو گیا ہے',
  'SignUp.pharmacy.ready':
    'آپ کی فارمیسی کا اکاؤنٹ تیار ہے اور آپ لاگ اِن ہیں۔ اسے سیٹ اپ کرنے میں مدد کے لیے ہماری ٹیم آپ کو کال کرے گی۔',
  'SignUp.pharmacy.next': 'اپنی فارمیسی کے صفحے پر جائیں',
  'SignUp.signedIn': 'آپ لاگ اِن ہیں',
  'SignUp.signedInAs': ['آپ ', ['name'], ' کے نام سے لاگ اِن ہیں۔ نیا اکاؤنٹ بنانے کے لیے پہلے لاگ آؤٹ کریں۔'],
  'SignUp.haveAccount': 'پہلے سے اکاؤنٹ ہے؟',
  'SignUp.signIn': 'لاگ اِن کریں',
  'SignUp.verifyHeading': 'اپنے موبائل نمبر کی تصدیق کریں',
  'SignUp.verified': 'آپ کے نمبر کی تصدیق ہو گئی ہے۔',
};
