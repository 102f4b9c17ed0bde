export { PasswordSignIn } from './PasswordSignIn';
export type { PasswordSignInProps } from './PasswordSignIn';
