import { tierFeatureSummaries, type PricingCard as PricingCardData } from '@aafiyat/domain';
import { Box, Container, Heading, PricingCard, Stack, Text, type PricingCardAction } from '@aafiyat/ui';
import type { ReactNode, Ref } from 'react';
import { useDialogs, type DemoTarget } from '../../../app/dialogs';
import { useSignedInAlternative, useSignUpOffered } from '../../../app/signUpOffers';
import { useSiteMessages } from '../../../i18n/language';
import { cardWords, featureLinesWords } from './planWords';

export interface PackagesSectionProps {
  /** The section's h2. */
  heading: string;
  /** What the prices mean, under the heading. */
  intro: string;
  /**
   * The cards, cheapest first, as the domain or the API gives them (their words are put in the page's language
   * here): the product's tiers, each including everything in the one before, so a higher card says "Everything in
   * Basic, plus:" and then what it adds.
   */
  cards: readonly PricingCardData[];
  /** Where a card's button goes (the product's sign-up page); the card's package is added as `?package=`. */
  actionHref: string;
  /** The label of a card's sign-up button (cards whose `is_btn` is true). */
  actionLabel: string;
  /** The product a quoted card's Request a demo asks about (cards whose `is_btn` is false, e.g. Custom). */
  demoFor: DemoTarget;
  /** The label of a quoted card's button. */
  demoLabel: string;
  /**
   * Whether a card's link names its package (`?package=`), for sign-up pages that can take one; hospital sign-up
   * cannot (the contract has no public hospital package list).
   */
  linkPackage?: boolean;
  /** Columns on wide screens; by default four for four cards or more, else three. */
  columns?: 3 | 4;
  /** Shown under the cards when the prices could not be refreshed. */
  staleNote?: ReactNode;
  /** Lets the page move focus to the heading (`?packages=true`). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What follows the cards: a note, a comparison table. */
  children?: ReactNode;
}

/** A card's sign-up link: the product's sign-up page with the package chosen (the sign-up page shows and sends it). */
export function signUpHrefFor(actionHref: string, card: PricingCardData): string {
  return `${actionHref}?package=${encodeURIComponent(card.package_name)}`;
}

/**
 * The packages of a product (id="packages"): its price cards, then whatever the page adds. Every card has an
 * action: a card sold by sign-up (`is_btn`) links to the sign-up page, or, for someone signed in, to a word with
 * the team; a quoted card (Custom) asks for a demo.
 */
export function PackagesSection({
  heading,
  intro,
  cards,
  actionHref,
  actionLabel,
  demoFor,
  demoLabel,
  linkPackage = true,
  columns = cards.length >= 4 ? 4 : 3,
  staleNote,
  headingRef,
  children,
}: PackagesSectionProps) {
  const signUpOffered = useSignUpOffered();
  const signedInAlternative = useSignedInAlternative();
  const { openDemo } = useDialogs();
  const t = useSiteMessages();
  // Tiers are worked out on the cards' own words, which the domain's ladder rules read; only what is shown is
  // put in the page's language.
  const tiers = tierFeatureSummaries(
    cards.map((card) => ({ name: card.package_name, features: card.all_sub })),
  );
  const actionOf = (card: PricingCardData): PricingCardAction => {
    if (!card.is_btn) {
      return {
        label: demoLabel,
        onSelect: () => {
          openDemo(demoFor);
        },
      };
    }
    if (!signUpOffered) return signedInAlternative;
    return { label: actionLabel, href: linkPackage ? signUpHrefFor(actionHref, card) : actionHref };
  };
  return (
    <Box as="section" id="packages" aria-labelledby="packages-heading" background="surfaceMuted">
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        <Stack gap="xlarge">
          <Stack gap="medium">
            {/* Focusable by script only: `?packages=true` moves focus here, so the next Tab starts in the section. */}
            <Heading level={2} size="large" id="packages-heading" tabIndex={-1} ref={headingRef ?? null}>
              {heading}
            </Heading>
            <Text tone="muted">{intro}</Text>
          </Stack>
          <Box
            display="grid"
            gridTemplateColumns={['1', '2', columns === 4 ? '4' : '3']}
            gap="large"
            alignItems="stretch"
          >
            {cards.map((card, index) => {
              const tier = tiers[index];
              return (
                <PricingCard
                  key={`${card.package_name}-${card.title}`}
                  card={cardWords(t, card)}
                  tier={tier && { includes: tier.includes, adds: featureLinesWords(t, tier.adds) }}
                  action={actionOf(card)}
                />
              );
            })}
          </Box>
          {staleNote === undefined || staleNote === null ? null : (
            <Text size="small" tone="muted">
              {staleNote}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
