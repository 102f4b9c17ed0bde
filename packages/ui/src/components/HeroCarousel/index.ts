export { HeroCarousel, heroSlideIds } from './HeroCarousel';
export type { HeroCarouselProps, HeroSlide, HeroSlideId, HeroSlideImage } from './HeroCarousel';
export { driveHeroCarousel } from './driveHeroCarousel';
export type { HeroCarouselDriverOptions } from './driveHeroCarousel';
