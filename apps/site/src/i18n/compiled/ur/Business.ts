// Written by `npm run messages` from ../../messages/ur/Business.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Business.signedInAs': ['آپ ', ['name'], ' کے نام سے لاگ اِن ہیں۔'],
  'Business.help.heading': 'مدد اور آپ کا اکاؤنٹ',
  'Business.help.text': [
    'اپنے اکاؤنٹ یا سسٹم کے بارے میں کوئی سوال ہے؟ عافیت سپورٹ کو ',
    ['phone'],
    ' پر کال کریں، یا ہمیں لکھیں۔',
  ],
  'Business.contact': 'رابطہ کریں',
  'Business.faqs': 'عام سوالات',
  'Business.signOut': 'لاگ آؤٹ کریں',
  'Business.staff.meta.title': 'آپ کا کلینک ڈیسک',
  'Business.staff.meta.description':
    'عافیت کلینک مینجمنٹ سسٹم کلینک کے عملے کے لیے کیا کرتا ہے، اور مدد کہاں سے ملے گی۔',
  'Business.staff.title': 'عافیت پر آپ کا کلینک ڈیسک',
  'Business.staff.featuresHeading': 'کلینک مینجمنٹ سسٹم آپ کے لیے کیا کرتا ہے',
  'Business.staff.continuesIn':
    'آپ کے کلینک کے فرنٹ ڈیسک کا کام عافیت کلینک مینجمنٹ سسٹم میں اُس کمپیوٹر پر ہوتا ہے جو آپ کے کلینک نے آپ کے لیے سیٹ اپ کیا ہے۔ آپ کی رسائی کا انتظام آپ کے کلینک کے مالک کرتے ہیں۔',
  'Business.staff.productLabel': 'کلینک مینجمنٹ سسٹم کے بارے میں',
  'Business.hospital.meta.title': 'آپ کا ہسپتال',
  'Business.hospital.meta.description':
    'عافیت ہسپتال مینجمنٹ سسٹم آپ کے ہسپتال کے لیے کیا کرتا ہے، اور مدد کہاں سے ملے گی۔',
  'Business.hospital.title': 'عافیت پر آپ کا ہسپتال',
  'Business.hospital.featuresHeading': 'ہسپتال مینجمنٹ سسٹم آپ کے لیے کیا کرتا ہے',
  'Business.hospital.continuesIn':
    'آپ کے ہسپتال کے داخلے، IPD اور بلنگ کا کام عافیت ہسپتال مینجمنٹ سسٹم میں ہوتا ہے۔ ہماری آن بورڈنگ ٹیم اسے آپ کے ہسپتال کے کمپیوٹرز پر سیٹ اپ کرتی ہے اور آپ کے عملے کو تربیت دیتی ہے۔',
  'Business.hospital.productLabel': 'ہسپتال مینجمنٹ سسٹم کے بارے میں',
  'Business.pharmacy.meta.title': 'آپ کی فارمیسی',
  'Business.pharmacy.meta.description':
    'عافیت فارمیسی مینجمنٹ سسٹم آپ کی فارمیسی کے لیے کیا کرتا ہے، اور مدد کہاں سے ملے گی۔',
  'Business.pharmacy.title': 'عافیت پر آپ کی فارمیسی',
  'Business.pharmacy.featuresHeading': 'فارمیسی مینجمنٹ سسٹم آپ کے لیے کیا کرتا ہے',
  'Business.pharmacy.continuesIn':
    'آپ کی فارمیسی کی سیلز، اسٹاک اور شفٹوں کا کام آپ کے کاؤنٹر پر عافیت فارمیسی مینجمنٹ سسٹم میں ہوتا ہے۔ ہماری آن بورڈنگ ٹیم آپ کے ساتھ مل کر اسے سیٹ اپ کرتی ہے اور آپ کے عملے کو تربیت دیتی ہے۔',
  'Business.pharmacy.productLabel': 'فارمیسی مینجمنٹ سسٹم کے بارے میں',
};
