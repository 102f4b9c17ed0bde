import type { ReactNode } from 'react';
import { useSiteMessages, type SiteTranslate } from '../i18n/language';
import { useSession } from './session';

/**
 * Whether a sign-up may be offered: only while nobody is signed in. A prerendered page offers it (its render is
 * signed out) and withdraws it after hydration when a session is stored.
 */
export function useSignUpOffered(): boolean {
  return useSession() === null;
}

/** What someone signed in is offered where a visitor is offered a sign-up: a word with the Aafiyat team. */
export interface SignedInAlternative {
  readonly label: string;
  readonly href: string;
}

/** The signed-in alternative to a sign-up, in the language `t` speaks. */
export function signedInAlternative(t: SiteTranslate): SignedInAlternative {
  return { label: t('Offers.contactUs'), href: '/contactus' };
}

/** The signed-in alternative to a sign-up, in the page's language. */
export function useSignedInAlternative(): SignedInAlternative {
  return signedInAlternative(useSiteMessages());
}

/** Props of {@link SignUpOffer}. */
export interface SignUpOfferProps {
  /** The sign-up link or button. */
  children: ReactNode;
}

/** Shows a sign-up link or button only while nobody is signed in. */
export function SignUpOffer({ children }: SignUpOfferProps) {
  return useSignUpOffered() ? children : null;
}
