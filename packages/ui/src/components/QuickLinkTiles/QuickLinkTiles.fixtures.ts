import type { QuickLinkTilesProps } from './QuickLinkTiles';

/** The tiles as the home page passes them (the site's own copy; fictional helpline). */
export const quickLinkTilesFixture: QuickLinkTilesProps = {
  descriptions: {
    clinic: 'Appointments and records',
    pharmacy: 'Stock and sales',
    hospital: 'Wards and rosters',
    lab: 'Book lab tests',
  },
  helplineNumber: '0311 1223344',
};
