export { Button, buttonSizes, buttonTones, buttonVariants, dataAttributes } from './Button';
export type { ButtonProps } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
