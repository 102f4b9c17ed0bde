import { Container, Heading, Stack, Text } from '@aafiyat/ui';
import type { PageMeta } from '../../app/meta';
import DoctorSearchIsland from '../../islands/DoctorSearchIsland';
import { island } from '../../islands/Island';
import { searchIntro, searchMeta } from './content';

export const meta: PageMeta = {
  title: searchMeta.title,
  description: searchMeta.description,
};

/** The filters and results: loaded as soon as the page has loaded, as they are what the page is for. */
const DoctorSearchPart = island('doctorSearch', DoctorSearchIsland, { load: 'idle' });

/**
 * /doctors/search: the heading and introduction in the HTML, and the search (filters, results, pages) as an
 * island, which searches what the address asks for once it is live.
 */
export default function DoctorSearchPage() {
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      <Stack gap="xxlarge">
        <Stack gap="medium">
          <Heading level={1} size="large">
            {searchIntro.heading}
          </Heading>
          <Text size="large">{searchIntro.lead}</Text>
        </Stack>
        <DoctorSearchPart />
      </Stack>
    </Container>
  );
}
