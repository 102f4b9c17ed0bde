// The carousel's rules, free of React: the component (./HeroCarousel.tsx) and the plain script that drives its
// prerendered markup on a page without React (./driveHeroCarousel.ts) both follow them.
import type { Translate } from '../../i18n/translator';

/** Marks the pause/play button, which is left out of "focus within": focusing it must not pause what it plays. */
export const ROTATION_CONTROL = 'data-hero-rotation-control';

/** Whether `element` is, or is inside, the pause/play button. */
export function isRotationControl(element: EventTarget | null): boolean {
  return element instanceof Element && element.closest(`[${ROTATION_CONTROL}]`) !== null;
}

/** Until the person presses pause or play, the carousel plays unless they asked for reduced motion. */
export function heroPlaying(choice: boolean | null, reducedMotion: boolean): boolean {
  return choice ?? !reducedMotion;
}

/** What holds the slides still. */
export interface HeroRotationState {
  /** Playing (see {@link heroPlaying}). */
  playing: boolean;
  /** A mouse is over the slides. */
  hovered: boolean;
  /** Focus is inside the carousel, elsewhere than on the pause button (WCAG 2.2.2). */
  focusWithin: boolean;
  /** A dialog or the menu is open over the page: the slide behind it is the one the person acted on. */
  modalOpen: boolean;
  /** How many slides there are. */
  slideCount: number;
}

/** Whether the slides advance by themselves. */
export function heroRotating({
  playing,
  hovered,
  focusWithin,
  modalOpen,
  slideCount,
}: HeroRotationState): boolean {
  return playing && !hovered && !focusWithin && !modalOpen && slideCount > 1;
}

/** The slide at `next`, wrapping around both ends. */
export function wrapSlide(next: number, slideCount: number): number {
  return ((next % slideCount) + slideCount) % slideCount;
}

/** A valid slide position for `index` (the first when it is not one). */
export function clampSlide(index: number, slideCount: number): number {
  if (slideCount === 0 || !Number.isInteger(index) || index < 0) return 0;
  return Math.min(index, slideCount - 1);
}

/** The pause/play button's name, in the translator's language ("Pause slideshow", "Play slideshow"). */
export const rotationControlLabel = (t: Translate, playing: boolean): string =>
  t(playing ? 'HeroCarousel.pause' : 'HeroCarousel.play');

/**
 * Where the pause/play button keeps both its names, in the page's language, for the driver that changes it
 * without React (and so without the catalogs): `data-hero-pause-label`, `data-hero-play-label`.
 */
export const ROTATION_LABELS = { pause: 'hero-pause-label', play: 'hero-play-label' } as const;
/** The pause/play button's icon. */
export const rotationControlIcon = (playing: boolean): 'pause' | 'play' => (playing ? 'pause' : 'play');

/** Marks the previous and next buttons (`-1`, `1`) and each dot (`=position`), for the driver. */
export const STEP_CONTROL = 'data-hero-step';
export const DOT_CONTROL = 'data-hero-dot';
/** Marks each slide's REQUEST A DEMO button and its SIGN UP link. */
export const DEMO_CONTROL = 'data-hero-demo';
export const SIGN_UP_LINK = 'data-hero-sign-up';
