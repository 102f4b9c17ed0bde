import { HomeSection, type HomeSectionProps } from '@aafiyat/ui';
import { useSignedInAlternative, useSignUpOffered } from '../app/signUpOffers';

/** Props of {@link SignUpSectionIsland}: a section's own, and the sign-up its action offers, in the page's language. */
export interface SignUpSectionIslandProps {
  readonly id: string;
  readonly heading: string;
  readonly text: string;
  readonly features: readonly string[];
  readonly illustration: NonNullable<HomeSectionProps['illustration']>;
  /** The sign-up the section's action offers a visitor; someone signed in is offered a word with the team. */
  readonly signUp: { readonly label: string; readonly href: string };
}

/**
 * A product section whose action is a sign-up: a visitor's is plain HTML; a signed-in visitor's island loads at
 * once and offers "Contact us" (in the page's language) instead.
 */
export default function SignUpSectionIsland({ signUp, ...section }: SignUpSectionIslandProps) {
  const signUpOffered = useSignUpOffered();
  const signedInAlternative = useSignedInAlternative();
  return <HomeSection {...section} tone="plain" cta={signUpOffered ? signUp : signedInAlternative} />;
}
