// Written by `npm run messages` from ../../messages/en/Labs.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Labs.meta.title': 'Medical test labs',
  'Labs.meta.description':
    'Partner medical test labs on Aafiyat: their cities, branches and home sampling, and booking a test at each one.',
  'Labs.heading': 'Medical test labs',
  'Labs.lead': 'Book a test at one of our partner labs: open a lab to see its branches, tests and prices.',
  'Labs.lab.meta.title': 'Lab',
  'Labs.lab.meta.description':
    'A medical test lab on Aafiyat: its branches, tests and prices, and booking a test online.',
  'Labs.lab.description': [
    ['lab'],
    ' in ',
    ['city'],
    ': branches, tests and prices, and booking a test online.',
  ],
  'Labs.lab.notFound.title': 'Lab not found',
  'Labs.lab.notFound.heading': 'We couldn’t find this lab',
  'Labs.lab.notFound.text': 'The link may be old, or the lab may no longer be listed on Aafiyat.',
  'Labs.lab.home': 'Go to the home page',
  'Labs.lab.error.heading': 'This lab’s page could not be loaded',
  'Labs.lab.retry': 'Retry',
  'Labs.lab.others': 'Other labs on Aafiyat',
};
