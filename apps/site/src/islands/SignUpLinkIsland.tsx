import { ButtonLink, type ButtonLinkProps } from '@aafiyat/ui';
import { useSignUpOffered } from '../app/signUpOffers';

/** Props of {@link SignUpLinkIsland}. */
export interface SignUpLinkIslandProps {
  /** The sign-up page. */
  readonly href: string;
  /** The link's words, in the page's language. */
  readonly label: string;
  /** The link's size (the library's default when left out). */
  readonly size?: ButtonLinkProps['size'];
}

/**
 * A sign-up link, offered only while nobody is signed in: a visitor's is plain HTML; a signed-in visitor's island
 * loads at once and withdraws it.
 */
export default function SignUpLinkIsland({ href, label, size }: SignUpLinkIslandProps) {
  if (!useSignUpOffered()) return null;
  return (
    <ButtonLink href={href} tone="accent" {...(size ? { size } : {})}>
      {label}
    </ButtonLink>
  );
}
