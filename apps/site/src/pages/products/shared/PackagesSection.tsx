import type { PricingCard as PricingCardData } from '@aafiyat/domain';
import { Box, Container, Heading, PricingCard, Stack, Text } from '@aafiyat/ui';
import type { ReactNode, Ref } from 'react';
import { SIGNED_IN_ALTERNATIVE, useSignUpOffered } from '../../../app/signUpOffers';

export interface PackagesSectionProps {
  /** The section's h2. */
  heading: string;
  /** What the prices mean, under the heading. */
  intro: string;
  /** The cards, cheapest first. */
  cards: readonly PricingCardData[];
  /** Where a card's button goes (the product's sign-up page); the card's package is added as `?package=`. */
  actionHref: string;
  /** The label of a card's button. */
  actionLabel: string;
  /**
   * Whether a card's link names its package (`?package=`), for sign-up pages that can take one; hospital sign-up
   * cannot (the contract has no public hospital package list).
   */
  linkPackage?: boolean;
  /** Columns on wide screens; by default four for four cards or more, else three. */
  columns?: 3 | 4;
  /** Shown under the cards when the prices could not be refreshed. */
  staleNote?: string | undefined;
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
 * The packages of a product (id="packages"): its price cards, then whatever the page adds. Someone signed in is
 * offered a word with the team instead of a sign-up.
 */
export function PackagesSection({
  heading,
  intro,
  cards,
  actionHref,
  actionLabel,
  linkPackage = true,
  columns = cards.length >= 4 ? 4 : 3,
  staleNote,
  headingRef,
  children,
}: PackagesSectionProps) {
  const signUpOffered = useSignUpOffered();
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
            {cards.map((card) => (
              <PricingCard
                key={`${card.package_name}-${card.title}`}
                card={card}
                actionHref={
                  signUpOffered
                    ? linkPackage
                      ? signUpHrefFor(actionHref, card)
                      : actionHref
                    : SIGNED_IN_ALTERNATIVE.href
                }
                actionLabel={signUpOffered ? actionLabel : SIGNED_IN_ALTERNATIVE.label}
              />
            ))}
          </Box>
          {staleNote === undefined ? null : (
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
