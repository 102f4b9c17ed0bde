import { doctorListingOf } from '@aafiyat/domain';
import { Container, Heading, Stack, Text, useMessages } from '@aafiyat/ui';
import { useContext } from 'react';
import { useAddress } from '../../app/address';
import type { PageMetaSource } from '../../app/meta';
import { usePageLanguage, useSiteMessages } from '../../i18n/language';
import DoctorResultsIsland from '../../islands/DoctorResultsIsland';
import DoctorSearchFiltersIsland from '../../islands/DoctorSearchFiltersIsland';
import { island, IslandRendererContext } from '../../islands/Island';
import { listingIntro, listingMeta, searchIntro, searchMeta } from './content';
import { FILTER_QUERY } from './search';

export const meta: PageMetaSource = (t, locale, path) => {
  const listing = doctorListingOf(path);
  return listing === null ? searchMeta(t) : listingMeta(t, locale, listing);
};

/**
 * The filters: React, loaded at a first touch, or at once when the address asks for filters (the prerendered form
 * shows none).
 */
const Filters = island('doctorSearchFilters', DoctorSearchFiltersIsland, { whenQuery: FILTER_QUERY });

/** The results: drawn at once by the page's own script, without React (`islandDrivers`). */
const Results = island('doctorResults', DoctorResultsIsland, { load: 'eager' });

/**
 * /doctors/search, and each listing page of a city's doctors of one specialty (`/doctors/lahore/cardiologist`,
 * which the server sends with its doctors): the heading and introduction in the HTML; the filters an island (on a
 * listing page, starting from its city and specialty); the results the search the address asks for, drawn by a
 * plain script on the page of islands and by React in the app.
 */
export default function DoctorSearchPage() {
  const prerendering = useContext(IslandRendererContext) !== null;
  const t = useSiteMessages();
  const ui = useMessages();
  const { locale } = usePageLanguage();
  const listing = doctorListingOf(useAddress().pathname);
  // The introduction names the filter's online box by the box's own label.
  const onlineOnly = ui('DoctorSearchFilters.onlineOnly');
  const intro = listing === null ? searchIntro(t, onlineOnly) : listingIntro(t, locale, listing, onlineOnly);
  return (
    <Container paddingBlock={['xxlarge', 'xxxlarge']}>
      <Stack gap="xxlarge">
        <Stack gap="medium">
          <Heading level={1} size="large">
            {intro.heading}
          </Heading>
          <Text size="large">{intro.lead}</Text>
        </Stack>
        <Filters {...(listing === null ? {} : { listing })} />
        <Results {...(prerendering ? { templates: true } : {})} />
      </Stack>
    </Container>
  );
}
