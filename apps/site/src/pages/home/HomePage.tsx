import { heroSlideProduct } from '@aafiyat/domain';
import { ConsultationBanner, HeroCarousel, QuickLinkTiles } from '@aafiyat/ui';
import { deferred } from '../../app/deferred';
import { useDialogs } from '../../app/dialogs';
import { useSignUpOffered } from '../../app/signUpOffers';
import type { PageMeta } from '../../app/meta';
import { site } from '../../site.config';
import { heroLeadImage, heroSlides } from './content';

const BelowFold = deferred(() => import('./HomeBelowFold.deferred'));

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
  const { openDemo } = useDialogs();
  const signUpOffered = useSignUpOffered();
  return (
    <>
      <HeroCarousel
        slides={heroSlides}
        label="Aafiyat products"
        headingLevel={1}
        showSignUp={signUpOffered}
        onRequestDemo={({ slideId }) => {
          openDemo(heroSlideProduct(slideId));
        }}
      />
      <QuickLinkTiles helplineNumber={site.helplinePhone} />
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
