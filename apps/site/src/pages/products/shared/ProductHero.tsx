import { Box, Container, Heading, Inline, Stack, Text } from '@aafiyat/ui';
import type { ReactNode } from 'react';

export interface ProductHeroProps {
  /** A short line above the heading, naming the product family. */
  eyebrow: string;
  /** The page's one h1. */
  heading: string;
  /** What the product does, in a sentence or two. */
  lead: string;
  /** Who it is for, in a sentence. */
  audience?: string;
  /** The page's calls to action (Request a demo, Sign up). */
  children: ReactNode;
}

/** The top of a product page: its h1, what it does and for whom, and its calls to action. */
export function ProductHero({ eyebrow, heading, lead, audience, children }: ProductHeroProps) {
  return (
    <Box background="brandSubtle" paddingBlock={['xxlarge', 'xxxlarge', 'gutter']}>
      <Container width="reading">
        <Stack gap="large">
          <Text size="small" weight="strong" tone="brand">
            {eyebrow}
          </Text>
          <Heading level={1} size="display">
            {heading}
          </Heading>
          <Text size="large">{lead}</Text>
          {audience === undefined ? null : <Text>{audience}</Text>}
          <Inline gap="medium">{children}</Inline>
        </Stack>
      </Container>
    </Box>
  );
}
