import { Container, Heading, LabList, Stack, Text } from '@aafiyat/ui';
import type { PageMetaSource } from '../../app/meta';
import { useSiteMessages } from '../../i18n/language';
import { partnerLabEntries } from './labsList';

export const meta: PageMetaSource = (t) => ({
  title: t('Labs.meta.title'),
  description: t('Labs.meta.description'),
});

/**
 * The partner labs (prerendered from the domain's list, so it reads without JavaScript): each lab's name links
 * to its page, where a test can be booked. Lab and city names stay as the domain writes them.
 */
export default function LabsPage() {
  const t = useSiteMessages();
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      <Stack gap="xlarge">
        <Stack gap="medium">
          <Heading level={1} size="large">
            {t('Labs.heading')}
          </Heading>
          <Text size="large">{t('Labs.lead')}</Text>
        </Stack>
        <LabList labs={partnerLabEntries} headingLevel={2} />
      </Stack>
    </Container>
  );
}
