// The home page's hero above the fold (belowFold.ts has the rest): its words from the site's catalog (Home.*),
// its pictures from here. Figures and plans come from @aafiyat/domain.
import type { HeroSlide, HeroSlideImage } from '@aafiyat/ui';
import type { SiteTranslate } from '../../i18n/language';

/**
 * The widths of each hero illustration in public/images/hero/, rendered from assets/hero/*.svg by
 * scripts/hero-images.mjs (keep the two lists in step).
 */
export const heroImageWidths = [412, 640, 960, 1280] as const;
/** The width given as `src` and as the intrinsic size; the drawings are 4:3. */
const HERO_IMAGE_WIDTH = 960;

/**
 * How wide the hero's picture is drawn, after HeroCarousel.css.ts and Container.css.ts: up to the 425 px small
 * screen it is full width inside the container's gutters; wider, it takes the `2fr` of a `3fr 2fr` grid beside
 * the text, the gap and gutters growing at the tablet breakpoint; from the container's maximum width on, it stays
 * the same. A phone at 412 px and DPR 1.75 thus picks the 960 w file, not the 1280 w one. Written out (the theme's
 * tokens are not shipped to the browser); content.test.ts checks it against the tokens.
 */
export const heroImageSizes =
  '(min-width: 75rem) calc((75rem - 2 * 1.5rem - 2rem) * 2 / 5), ' +
  '(min-width: 768px) calc((100vw - 2 * 1.5rem - 2rem) * 2 / 5), ' +
  '(min-width: 426px) calc((100vw - 2 * 1rem - 1.5rem) * 2 / 5), ' +
  'calc(100vw - 2 * 1rem)';

/**
 * A slide's illustration, drawn for Aafiyat. Decorative (empty alt): the slide's heading and text already say
 * what the product does, and a description of the drawing would only repeat them.
 */
function heroImage(slug: 'clinic' | 'pharmacy' | 'hospital'): Required<HeroSlideImage> {
  const url = (width: number) => `/images/hero/${slug}-${String(width)}.webp`;
  return {
    src: url(HERO_IMAGE_WIDTH),
    srcSet: heroImageWidths.map((width) => `${url(width)} ${String(width)}w`).join(', '),
    sizes: heroImageSizes,
    alt: '',
    width: HERO_IMAGE_WIDTH,
    height: (HERO_IMAGE_WIDTH * 3) / 4,
  };
}

/** The first slide's picture: the page's largest paint, so HomePage's meta preloads it from the head. */
export const heroLeadImage = heroImage('clinic');

/** The hero's slides in the page's language. */
export function heroSlides(t: SiteTranslate): readonly HeroSlide[] {
  return [
    {
      id: 0,
      heading: t('Home.hero.clinic.heading'),
      text: t('Home.hero.clinic.text'),
      image: heroLeadImage,
    },
    {
      id: 1,
      heading: t('Home.hero.pharmacy.heading'),
      text: t('Home.hero.pharmacy.text'),
      image: heroImage('pharmacy'),
    },
    {
      id: 2,
      heading: t('Home.hero.hospital.heading'),
      text: t('Home.hero.hospital.text'),
      image: heroImage('hospital'),
    },
  ];
}
