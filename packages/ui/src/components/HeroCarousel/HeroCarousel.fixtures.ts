import type { HeroSlide, HeroSlideImage } from './HeroCarousel';

/** The three slides of the home page, in the site's words (fictional copy). */
export const heroSlidesFixture: readonly HeroSlide[] = [
  {
    id: 0,
    heading: 'Run your whole clinic from one screen',
    text: 'Appointments, patient records, prescriptions and billing for every doctor in your clinic, on any device.',
  },
  {
    id: 1,
    heading: 'Know your pharmacy’s stock and sales',
    text: 'Track inventory, suppliers, shifts and daily revenue, and never run short of the medicines people ask for.',
  },
  {
    id: 2,
    heading: 'A hospital system your whole staff can use',
    text: 'Admissions, IPD records, duty rosters and invoices in one place, from the front desk to the ward.',
  },
];

function picture(label: string, shade: string): HeroSlideImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" rx="32" fill="${shade}"/><circle cx="320" cy="220" r="120" fill="#ffffff" opacity="0.85"/><path d="M300 150h40v50h50v40h-50v50h-40v-50h-50v-40h50z" fill="${shade}"/></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt: label,
    width: 640,
    height: 480,
  };
}

/** The same slides with pictures, as the site passes its photographs. */
export const heroSlidesWithPicturesFixture: readonly HeroSlide[] = heroSlidesFixture.map((slide) => ({
  ...slide,
  image: picture(
    ['A doctor’s desk with the clinic schedule', 'Pharmacy shelves', 'A hospital ward'][slide.id] ?? '',
    ['#0B6B66', '#07504C', '#0E2A2E'][slide.id] ?? '#0B6B66',
  ),
}));
