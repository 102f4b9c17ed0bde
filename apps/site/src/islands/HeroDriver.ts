// The home page's hero on a page of islands: its slideshow, controls and REQUEST A DEMO work without React (the
// ui library's driver of the same markup), so the home page loads React only when a person asks for something
// that needs it. The demo dialog does: its code starts loading at the first sign of a person in the hero (the
// pointer over it, a touch, focus), so that a press on REQUEST A DEMO after any of those finds it ready.
import { heroSlideProduct, readSession } from '@aafiyat/domain';
import { driveHeroCarousel } from '@aafiyat/ui';
import { siteTranslator, type SiteLanguage } from '../i18n/translate';
import { heroSlides } from '../pages/home/content';
import { islandDialogs, mountIslandDialogs } from './dialogs';
import { afterNextPaint } from './paint';

/** The signs that a person is at the hero, and may press REQUEST A DEMO: its dialog's code starts loading then. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Drives the hero island's prerendered carousel (./HeroIsland.tsx renders it). */
export default function driveHero(element: HTMLElement, _props: object, language: SiteLanguage): void {
  const root = element.querySelector<HTMLElement>('[data-hero-carousel]');
  if (!root) return;
  driveHeroCarousel(root, {
    slides: heroSlides(siteTranslator(language)),
    showSignUp: readSession(window.localStorage) === null,
    onRequestDemo: ({ slideId }) => {
      islandDialogs.openDemo(heroSlideProduct(slideId));
    },
  });
  const prepare = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, prepare);
    void afterNextPaint().then(mountIslandDialogs);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, prepare, { passive: true });
}
