// Written by `npm run messages` from ../../messages/ur/Calls.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Calls.ended.hungUp': [['doctor'], ' کے ساتھ آپ کی کال ختم ہو گئی۔'],
  'Calls.ended.peerLeft': [['doctor'], ' نے کال ختم کر دی۔'],
  'Calls.ended.failed': [['doctor'], ' کے ساتھ کال کٹ گئی۔ ڈاکٹر آپ کو دوبارہ کال کر سکتے ہیں۔'],
  'Calls.refused.notRinging': 'یہ کال اب نہیں آ رہی۔',
  'Calls.refused.notInCall': 'آپ اس کال میں شامل نہیں ہیں۔',
  'Calls.refused.connectionDropped': 'رابطہ ٹوٹ گیا۔ دوبارہ کوشش کریں۔',
  'Calls.refused.other': 'کال کا جواب نہیں دیا جا سکا۔ دوبارہ کوشش کریں۔',
  'Calls.loading.title': ['ویڈیو کال: ', ['peer']],
  'Calls.loading.label': 'ویڈیو کال کھل رہی ہے',
  'Calls.media.notFound': 'اس ڈیوائس پر کوئی کیمرہ یا مائیکروفون نہیں ملا۔',
  'Calls.media.inUse':
    'آپ کا کیمرہ یا مائیکروفون کسی اور ایپ میں استعمال ہو رہا ہے۔ اسے بند کر کے دوبارہ کوشش کریں۔',
  'Calls.media.insecure': 'یہ براؤزر یہاں کیمرہ استعمال نہیں کر سکتا (اس سائٹ کے لیے HTTPS ضروری ہے)۔',
  'Calls.media.lost': 'رابطہ ٹوٹ گیا۔',
  'Calls.media.neverConnected': 'کال نہیں مل سکی۔ اپنا انٹرنیٹ کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
};
