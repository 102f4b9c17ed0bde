// The home page's hero on a page of islands: its slideshow, controls and REQUEST A DEMO work without React (the
// ui library's driver of the same markup), so the home page loads React only when a person asks for something
// that needs it. The demo dialog does: its code starts loading at the first sign of intent on the button.
import { heroSlideProduct, readSession } from '@aafiyat/domain';
import { driveHeroCarousel } from '@aafiyat/ui';
import { heroSlides } from '../pages/home/content';
import { islandDialogs, mountIslandDialogs } from './dialogs';

/** The signs that a person is about to press REQUEST A DEMO: its dialog's code starts loading then. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Drives the hero island's prerendered carousel (./HeroIsland.tsx renders it). */
export default function driveHero(element: HTMLElement): void {
  const root = element.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  if (!root) return;
  driveHeroCarousel(root, {
    slides: heroSlides,
    showSignUp: readSession(window.localStorage) === null,
    onRequestDemo: ({ slideId }) => {
      islandDialogs.openDemo(heroSlideProduct(slideId));
    },
  });
  const prepare = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-hero-demo]')) return;
    for (const type of INTENT_EVENTS) root.removeEventListener(type, prepare);
    void mountIslandDialogs();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, prepare, { passive: true });
}
