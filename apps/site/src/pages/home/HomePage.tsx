import { ConsultationBanner } from '@aafiyat/ui';
import { deferred } from '../../app/deferred';
import type { PageMetaSource } from '../../app/meta';
import { useSiteMessages } from '../../i18n/language';
import HeroIsland from '../../islands/HeroIsland';
import { island } from '../../islands/Island';
import QuickLinksIsland from '../../islands/QuickLinksIsland';
import { heroLeadImage } from './content';

const BelowFold = deferred(() => import('./HomeBelowFold.deferred'));
// The hero comes to life once the page has painted: its slideshow turns, and its buttons answer the first press.
const Hero = island('hero', HeroIsland, { load: 'idle' });
// Links, but Lab opens a notice: that press loads it.
const QuickLinks = island('quickLinks', QuickLinksIsland);

export const meta: PageMetaSource = (t) => ({
  title: t('Shell.brand'),
  description: t('Home.meta.description'),
  // The first slide's picture is the page's largest paint: fetch it with the HTML, not after the script.
  preloadImage: {
    href: heroLeadImage.src,
    srcSet: heroLeadImage.srcSet,
    sizes: heroLeadImage.sizes,
    type: 'image/webp',
  },
});

/** The home page: hero, quick links, the banner, product sections, features, security, pricing. */
export default function HomePage() {
  const t = useSiteMessages();
  return (
    <>
      <Hero />
      <QuickLinks />
      <ConsultationBanner
        heading={t('Home.banner.heading')}
        description={t('Home.banner.description')}
        onlineHref="/doctors/search?is_online=true"
        inClinicHref="/doctors/search"
      />
      <BelowFold />
    </>
  );
}
