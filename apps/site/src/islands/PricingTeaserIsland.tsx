import { HERO_SIGN_UP_ROUTES, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { PricingTeaser, type PricingCardAction } from '@aafiyat/ui';
import { SIGNED_IN_ALTERNATIVE, useSignUpOffered } from '../app/signUpOffers';
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
): PricingCardAction {
  const signUp = teaserSignUps[card.package_name];
  if (signUp === undefined) {
    return { label: copy.comparePackagesLabel, href: HERO_SIGN_UP_ROUTES[0] };
  }
  return signUpOffered ? { label: copy.signUpLabel, href: signUp } : SIGNED_IN_ALTERNATIVE;
}

/**
 * The home page's pricing teaser. Its actions are links, so a visitor's needs no script; for a signed-in visitor
 * (loaded at once) the sign-ups give way to a word with the team.
 */
export default function PricingTeaserIsland() {
  const signUpOffered = useSignUpOffered();
  const copy = pricingTeaserCopy(useSiteMessages());
  return (
    <PricingTeaser heading={copy.heading} actionFor={(card) => teaserAction(card, signUpOffered, copy)} />
  );
}
