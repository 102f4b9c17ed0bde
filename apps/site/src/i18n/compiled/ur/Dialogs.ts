// Written by `npm run messages` from ../../messages/ur/Dialogs.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Dialogs.product.clinic': 'کلینک مینجمنٹ سسٹم',
  'Dialogs.product.pharmacy': 'فارمیسی مینجمنٹ سسٹم',
  'Dialogs.product.hospital': 'ہسپتال مینجمنٹ سسٹم',
  'Dialogs.product.onlineConsultation': 'آن لائن مشورے',
};
