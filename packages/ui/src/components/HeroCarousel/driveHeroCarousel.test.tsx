import { HERO_AUTO_ADVANCE_MS } from '@aafiyat/domain';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { openModalSurface } from '../../internal/modalHistory';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { canonicalMarkup as canonical } from '../../test-support/canonicalMarkup';
import { driveHeroCarousel } from './driveHeroCarousel';
import { HeroCarousel, type HeroCarouselProps, type HeroSlideId } from './HeroCarousel';
import { heroSlidesWithPicturesFixture } from './HeroCarousel.fixtures';

const slides = heroSlidesWithPicturesFixture;

/** The carousel as a page of islands serves it: prerendered HTML, with no React behind it (React never touches it). */
async function prerendered(props: Partial<HeroCarouselProps> = {}): Promise<HTMLElement> {
  const html = renderToString(
    <HeroCarousel slides={slides} label="Aafiyat products" onRequestDemo={() => undefined} {...props} />,
  );
  const screen = await render(
    <AafiyatProvider>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <p>Outside the carousel</p>
    </AafiyatProvider>,
  );
  // The pointer stays where the last test left it: park it outside the carousel.
  await userEvent.hover(screen.getByText('Outside the carousel'));
  return screen.container.querySelector<HTMLElement>('[data-hero-carousel]')!;
}

/** The same carousel as React renders and runs it. */
async function rendered(props: Partial<HeroCarouselProps> = {}): Promise<HTMLElement> {
  const screen = await render(
    <AafiyatProvider>
      <HeroCarousel slides={slides} label="Aafiyat products" onRequestDemo={() => undefined} {...props} />
    </AafiyatProvider>,
  );
  return screen.container.querySelector<HTMLElement>('[data-hero-carousel]')!;
}

const stops: (() => void)[] = [];
/** Drives a prerendered carousel, stopped after the test. */
function drive(root: HTMLElement, options: Partial<Parameters<typeof driveHeroCarousel>[1]> = {}) {
  stops.push(driveHeroCarousel(root, { slides, onRequestDemo: () => undefined, ...options }));
}

const activeSlide = (root: HTMLElement) =>
  root.querySelector('[data-state="active"]')?.getAttribute('aria-label') ?? null;
const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLElement>('button')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent === name,
  )!;

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('driveHeroCarousel', () => {
  it('leaves the markup as the component renders it, picture by picture, through the controls', async () => {
    // The page has loaded in a test: both draw every picture, the driver in place of the prerender's placeholders.
    const driven = await prerendered();
    const live = await rendered();
    drive(driven);
    expect(canonical(driven)).toBe(canonical(live));
    expect(driven.querySelectorAll('img')).toHaveLength(3);
    // Paused (focus left where the click put it), then each control, as a person presses them.
    for (const name of [
      'Pause slideshow',
      'Show slide 3 of 3',
      'Next slide',
      'Previous slide',
      'Play slideshow',
    ]) {
      await userEvent.click(button(driven, name));
      await userEvent.click(button(live, name));
      expect(canonical(driven), name).toBe(canonical(live));
    }
    expect(activeSlide(driven)).toBe('3 of 3');
    expect(button(driven, 'Pause slideshow').getAttribute('title')).toBe('Pause slideshow');
  });

  it('takes SIGN UP out for someone signed in, as the component does', async () => {
    const driven = await prerendered();
    drive(driven, { showSignUp: false });
    expect(canonical(driven)).toBe(canonical(await rendered({ showSignUp: false })));
    expect(driven.querySelector('a')).toBeNull();
  });

  it("asks for a demo of the shown slide's product", async () => {
    const requests: HeroSlideId[] = [];
    const driven = await prerendered();
    drive(driven, { onRequestDemo: ({ slideId }) => requests.push(slideId) });
    await userEvent.click(button(driven, 'Pause slideshow'));
    await userEvent.click(button(driven, 'Show slide 2 of 3'));
    const visible = driven.querySelector<HTMLElement>('[data-state="active"] [data-hero-demo]')!;
    await userEvent.click(visible);
    expect(requests).toEqual([1]);
  });
});

describe('driveHeroCarousel timing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 2300 ms and wraps after the third slide, announcing nothing meanwhile', async () => {
    const root = await prerendered();
    drive(root);
    expect(root.dataset.state).toBe('rotating');
    expect(root.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS - 1);
    expect(activeSlide(root)).toBe('1 of 3');
    await vi.advanceTimersByTimeAsync(1);
    expect(activeSlide(root)).toBe('2 of 3');
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide(root)).toBe('1 of 3');
  });

  it('holds still while paused, hovered, focused within (but not on pause) or under a dialog', async () => {
    const root = await prerendered();
    drive(root);
    await userEvent.click(button(root, 'Pause slideshow'));
    expect(root.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS * 3);
    expect(activeSlide(root)).toBe('1 of 3');
    await userEvent.click(button(root, 'Play slideshow'));
    // Focus stays on the rotation control, which does not hold the slides.
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide(root)).toBe('2 of 3');

    root.querySelector<HTMLElement>('[data-state="active"] a')!.focus();
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide(root)).toBe('2 of 3');
    (document.activeElement as HTMLElement).blur();

    await userEvent.hover(root.querySelector('[data-state="active"] h2')!);
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide(root)).toBe('2 of 3');
    await userEvent.hover([...document.querySelectorAll('p')].at(-1)!);

    const close = openModalSurface(() => undefined);
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide(root)).toBe('2 of 3');
    expect(root.dataset.state).toBe('paused');
    close();
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide(root)).toBe('3 of 3');
  });

  it('gives a slide chosen by hand its full time, and stops when asked to', async () => {
    const root = await prerendered();
    drive(root);
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS - 100);
    root.querySelector<HTMLElement>('[data-hero-dot="2"]')!.click();
    (document.activeElement as HTMLElement | null)?.blur();
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS - 1);
    expect(activeSlide(root)).toBe('3 of 3');
    await vi.advanceTimersByTimeAsync(1);
    expect(activeSlide(root)).toBe('1 of 3');
    for (const stop of stops.splice(0)) stop();
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide(root)).toBe('1 of 3');
    // Stopped, it answers nothing: its controls are plain HTML again.
    root.querySelector<HTMLElement>('[data-hero-step="1"]')!.click();
    root.querySelector<HTMLElement>('[data-hero-dot="1"]')!.click();
    await vi.advanceTimersByTimeAsync(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide(root)).toBe('1 of 3');
  });
});
