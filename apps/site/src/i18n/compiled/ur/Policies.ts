// Written by `npm run messages` from ../../messages/ur/Policies.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Policies.contact.heading': 'کوئی سوال؟',
  'Policies.contact.text': [
    'ہمیں ',
    ['email'],
    ' پر ای میل کریں، ',
    ['phone'],
    ' پر کال کریں، یا ہمارے ',
    ['contactPage'],
    ' پر موجود فارم استعمال کریں۔ ہمارا دفتر اس پتے پر ہے: ',
    ['address'],
    '۔',
  ],
  'Policies.contact.contactPage': 'رابطے کے صفحے',
  'Policies.related.heading': 'متعلقہ صفحات',
};
