import { Container, Heading, LabList, Stack, Text } from '@aafiyat/ui';
import type { PageMeta } from '../../app/meta';
import { partnerLabEntries } from './labsList';

export const meta: PageMeta = {
  title: 'Medical test labs',
  description:
    'Partner medical test labs on Aafiyat: their cities, branches and home sampling, and booking a test at each one.',
};

/**
 * The partner labs (prerendered from the domain's list, so it reads without JavaScript): each lab's name links
 * to its page, where a test can be booked.
 */
export default function LabsPage() {
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1} size="large">
            Medical test labs
          </Heading>
          <Text size="large">
            Book a test at one of our partner labs: open a lab to see its branches, tests and prices.
          </Text>
        </Stack>
        <LabList labs={partnerLabEntries} headingLevel={2} />
      </Stack>
    </Container>
  );
}
