import { ConsultationBanner } from '@aafiyat/ui';
import { deferred } from '../../app/deferred';
import type { PageMeta } from '../../app/meta';
import HeroIsland from '../../islands/HeroIsland';
import { island } from '../../islands/Island';
import QuickLinksIsland from '../../islands/QuickLinksIsland';
import { heroLeadImage } from './content';

const BelowFold = deferred(() => import('./HomeBelowFold.deferred'));
// The hero comes to life once the page has painted: its slideshow turns, and its buttons answer the first press.
const Hero = island('hero', HeroIsland, { load: 'idle' });
// Links, but Lab opens a notice: that press loads it.
const QuickLinks = island('quickLinks', QuickLinksIsland);

export const meta: PageMeta = {
  title: 'Aafiyat',
  description:
    'Clinic, hospital and pharmacy management systems, online doctor consultations and appointment booking for Pakistan.',
  // The first slide's picture is the page's largest paint: fetch it with the HTML, not after the script.
  preloadImage: {
    href: heroLeadImage.src,
    srcSet: heroLeadImage.srcSet,
    sizes: heroLeadImage.sizes,
    type: 'image/webp',
  },
};

/** The home page: hero, quick links, the banner, product sections, features, security, pricing. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <QuickLinks />
      <ConsultationBanner
        heading="See a doctor today"
        description="Book an online consultation from home, or an appointment at a clinic near you."
        onlineHref="/doctors/search?is_online=true"
        inClinicHref="/doctors/search"
      />
      <BelowFold />
    </>
  );
}
