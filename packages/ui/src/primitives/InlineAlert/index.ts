export { InlineAlert, inlineAlertTones } from './InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
