export { PhoneField, PHONE_PLACEHOLDER } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
