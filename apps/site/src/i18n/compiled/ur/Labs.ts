// Written by `npm run messages` from ../../messages/ur/Labs.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Labs.meta.title': 'میڈیکل ٹیسٹ لیبز',
  'Labs.meta.description':
    'عافیت پر پارٹنر میڈیکل ٹیسٹ لیبز: ان کے شہر، برانچیں اور گھر سے نمونہ لینے کی سہولت، اور ہر لیب میں ٹیسٹ کی بکنگ۔',
  'Labs.heading': 'میڈیکل ٹیسٹ لیبز',
  'Labs.lead':
    'ہماری کسی پارٹنر لیب میں ٹیسٹ بک کریں: کوئی لیب کھول کر اس کی برانچیں، ٹیسٹ اور قیمتیں دیکھیں۔',
  'Labs.lab.meta.title': 'لیب',
  'Labs.lab.meta.description':
    'عافیت پر ایک میڈیکل ٹیسٹ لیب: اس کی برانچیں، ٹیسٹ اور قیمتیں، اور آن لائن ٹیسٹ بک کرنے کی سہولت۔',
  'Labs.lab.description': [
    ['lab'],
    '، ',
    ['city'],
    ': برانچیں، ٹیسٹ اور قیمتیں، اور آن لائن ٹیسٹ بک کرنے کی سہولت۔',
  ],
  'Labs.lab.notFound.title': 'لیب نہیں ملی',
  'Labs.lab.notFound.heading': 'ہمیں یہ لیب نہیں ملی',
  'Labs.lab.notFound.text': 'ہو سکتا ہے لنک پرانا ہو، یا یہ لیب اب عافیت پر موجود نہ ہو۔',
  'Labs.lab.home': 'ہوم پیج پر جائیں',
  'Labs.lab.error.heading': 'اس لیب کا صفحہ لوڈ نہیں ہو سکا',
  'Labs.lab.retry': 'دوبارہ کوشش کریں',
  'Labs.lab.others': 'عافیت پر دوسری لیبز',
};
