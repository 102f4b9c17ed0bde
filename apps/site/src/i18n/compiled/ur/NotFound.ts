// Written by `npm run messages` from ../../messages/ur/NotFound.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'NotFound.meta.title': 'صفحہ نہیں ملا',
  'NotFound.meta.description': 'آپ جو صفحہ تلاش کر رہے تھے وہ عافیت پر موجود نہیں۔',
  'NotFound.heading': 'ہمیں یہ صفحہ نہیں ملا',
  'NotFound.text': 'ہو سکتا ہے لنک پرانا ہو، یا ایڈریس لکھنے میں کوئی غلطی ہو گئی ہو۔',
  'NotFound.home': 'ہوم پیج پر جائیں',
  'NotFound.findDoctor': 'ڈاکٹر تلاش کریں',
};
