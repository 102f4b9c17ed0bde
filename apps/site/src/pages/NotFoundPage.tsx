import { ButtonLink, Container, Heading, Stack, Text } from '@aafiyat/ui';
import type { PageMetaSource } from '../app/meta';
import { useSiteMessages } from '../i18n/language';

export const meta: PageMetaSource = (t) => ({
  title: t('NotFound.meta.title'),
  description: t('NotFound.meta.description'),
  noindex: true,
});

/** A real 404: says what happened and offers the ways onward. */
export default function NotFoundPage() {
  const t = useSiteMessages();
  return (
    <Container width="reading" paddingBlock="xxxlarge">
      <Stack gap="large">
        <Heading level={1}>{t('NotFound.heading')}</Heading>
        <Text>{t('NotFound.text')}</Text>
        <Stack gap="small">
          <ButtonLink href="/">{t('NotFound.home')}</ButtonLink>
          <ButtonLink href="/doctors/search" variant="outline">
            {t('NotFound.findDoctor')}
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
