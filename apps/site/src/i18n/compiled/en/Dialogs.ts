// Written by `npm run messages` from ../../messages/en/Dialogs.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Dialogs.product.clinic': 'clinic management system',
  'Dialogs.product.pharmacy': 'pharmacy management system',
  'Dialogs.product.hospital': 'hospital management system',
  'Dialogs.product.onlineConsultation': 'online consultation',
};
