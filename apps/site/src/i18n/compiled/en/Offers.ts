// Written by `npm run messages` from ../../messages/en/Offers.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = { 'Offers.contactUs': 'Contact us' };
