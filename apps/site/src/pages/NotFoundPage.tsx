import { ButtonLink, Container, Heading, Stack, Text } from '@aafiyat/ui';
import type { PageMeta } from '../app/meta';

export const meta: PageMeta = {
  title: 'Page not found',
  description: 'The page you were looking for is not on Aafiyat.',
  noindex: true,
};

/** A real 404: says what happened and offers the ways onward. */
export default function NotFoundPage() {
  return (
    <Container width="reading" paddingBlock="xxxlarge">
      <Stack gap="large">
        <Heading level={1}>We could not find that page</Heading>
        <Text>The link may be old, or the address may have a typing mistake.</Text>
        <Stack gap="small">
          <ButtonLink href="/">Go to the home page</ButtonLink>
          <ButtonLink href="/doctors/search" variant="outline">
            Find a doctor
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
