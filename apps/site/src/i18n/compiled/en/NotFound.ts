// Written by `npm run messages` from ../../messages/en/NotFound.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'NotFound.meta.title': 'Page not found',
  'NotFound.meta.description': 'The page you were looking for is not on Aafiyat.',
  'NotFound.heading': 'We could not find that page',
  'NotFound.text': 'The link may be old, or the address may have a typing mistake.',
  'NotFound.home': 'Go to the home page',
  'NotFound.findDoctor': 'Find a doctor',
};
