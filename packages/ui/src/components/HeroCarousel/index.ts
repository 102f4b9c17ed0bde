export { HeroCarousel, heroSlideIds } from './HeroCarousel';
export type { HeroCarouselProps, HeroSlide, HeroSlideId, HeroSlideImage } from './HeroCarousel';
