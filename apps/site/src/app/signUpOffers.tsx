import type { ReactNode } from 'react';
import { useSession } from './session';

/**
 * Whether a sign-up may be offered: only while nobody is signed in. A prerendered page offers it (its render is
 * signed out) and withdraws it after hydration when a session is stored.
 */
export function useSignUpOffered(): boolean {
  return useSession() === null;
}

/** What someone signed in is offered where a visitor is offered a sign-up: a word with the Aafiyat team. */
export const SIGNED_IN_ALTERNATIVE = { label: 'Contact us', href: '/contactus' } as const;

/** Props of {@link SignUpOffer}. */
export interface SignUpOfferProps {
  /** The sign-up link or button. */
  children: ReactNode;
}

/** Shows a sign-up link or button only while nobody is signed in. */
export function SignUpOffer({ children }: SignUpOfferProps) {
  return useSignUpOffered() ? children : null;
}
