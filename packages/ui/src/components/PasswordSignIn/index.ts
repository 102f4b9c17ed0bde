export { PasswordSignIn, SIGN_IN_PASSWORD_MISSING_MESSAGE } from './PasswordSignIn';
export type { PasswordSignInProps } from './PasswordSignIn';
