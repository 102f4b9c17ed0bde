import { Box, Card, Container, Heading, Icon, Stack, Text, type IconName } from '@aafiyat/ui';
import type { ReactNode } from 'react';
import { useSiteMessages } from '../../../i18n/language';

/** One thing a product does. */
export interface ProductFeature {
  /** A short name, the card's heading. */
  title: string;
  /** What it does for the reader, a sentence or two. */
  text?: string | undefined;
  /** A decorative icon. */
  icon: IconName;
}

export interface FeatureGridProps {
  /** The section's id, which also names it through its heading. */
  id: string;
  /** The section's h2, in the page's language (as every text here). */
  heading: string;
  /** A sentence under the heading. */
  intro?: string;
  /** The features, one card each. */
  features: readonly ProductFeature[];
  /** Steps to follow in order: an ordered list, each card labelled with its step number. */
  ordered?: boolean;
  /** The section's background band. */
  tone?: 'plain' | 'muted';
  /** What follows the cards (a call to action). */
  children?: ReactNode;
}

/** A section of feature cards (or steps): a list, so screen readers say how many there are. */
export function FeatureGrid({
  id,
  heading,
  intro,
  features,
  ordered = false,
  tone = 'plain',
  children,
}: FeatureGridProps) {
  const t = useSiteMessages();
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      background={tone === 'muted' ? 'surfaceMuted' : 'surface'}
      skipWhenOffscreen
    >
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        <Stack gap="xlarge">
          <Stack gap="medium">
            <Heading level={2} size="large" id={headingId}>
              {heading}
            </Heading>
            {intro === undefined ? null : <Text tone="muted">{intro}</Text>}
          </Stack>
          <Box
            as={ordered ? 'ol' : 'ul'}
            display="grid"
            gridTemplateColumns={ordered ? ['1', '2', '4'] : ['1', '2', '3']}
            gap="large"
            paddingInlineStart="none"
          >
            {features.map((feature, index) => (
              <Card key={feature.title} as="li" padding="large" tone="surface">
                <Box color="brand">
                  <Icon name={feature.icon} size="large" />
                </Box>
                {ordered ? (
                  <Text size="small" weight="strong" tone="brand">
                    {t('Products.step', { number: index + 1 })}
                  </Text>
                ) : null}
                <Heading level={3} size="small">
                  {feature.title}
                </Heading>
                {feature.text === undefined ? null : <Text tone="muted">{feature.text}</Text>}
              </Card>
            ))}
          </Box>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
