// Written by `npm run messages` from ../../messages/en/Policies.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Policies.contact.heading': 'Questions?',
  'Policies.contact.text': [
    'Write to ',
    ['email'],
    ', call ',
    ['phone'],
    ', or use the form on our ',
    ['contactPage'],
    '. Our office is at ',
    ['address'],
    '.',
  ],
  'Policies.contact.contactPage': 'contact page',
  'Policies.related.heading': 'Related pages',
};
