import { HERO_SIGN_UP_ROUTES, PRICING_TEASER_CARDS, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { PricingTeaser, type PricingCardAction } from '@aafiyat/ui';
import { useSignedInAlternative, useSignUpOffered, type SignedInAlternative } from '../app/signUpOffers';
import { cardWords } from '../pages/products/shared/planWords';
import { useSiteMessages } from '../i18n/language';
import { pricingTeaserCopy } from '../pages/home/belowFold';

/** Each product's sign-up, by the teaser card's package name; the clinic card opens its packages instead. */
const teaserSignUps: Readonly<Record<string, string>> = {
  Hospital: SIGN_UP_ROUTES.hospital,
  Pharmacy: SIGN_UP_ROUTES.pharmacy,
};

/** A teaser card's action: the product's sign-up (a word with the team for someone signed in), or the packages. */
function teaserAction(
  card: PricingCard,
  signUpOffered: boolean,
  copy: ReturnType<typeof pricingTeaserCopy>,
  signedIn: SignedInAlternative,
): PricingCardAction {
  const signUp = teaserSignUps[card.package_name];
  if (signUp === undefined) {
    return { label: copy.comparePackagesLabel, href: HERO_SIGN_UP_ROUTES[0] };
  }
  return signUpOffered ? { label: copy.signUpLabel, href: signUp } : signedIn;
}

/**
 * The home page's pricing teaser. Its actions are links, so a visitor's needs no script; for a signed-in visitor
 * (loaded at once) the sign-ups give way to a word with the team.
 */
export default function PricingTeaserIsland() {
  const signUpOffered = useSignUpOffered();
  const t = useSiteMessages();
  const copy = pricingTeaserCopy(t);
  const signedIn = useSignedInAlternative();
  return (
    <PricingTeaser
      heading={copy.heading}
      cards={PRICING_TEASER_CARDS.map((card) => cardWords(t, card))}
      actionFor={(card) => teaserAction(card, signUpOffered, copy, signedIn)}
    />
  );
}
