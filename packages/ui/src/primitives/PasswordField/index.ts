export { PasswordField, SHOW_PASSWORD_LABEL } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
