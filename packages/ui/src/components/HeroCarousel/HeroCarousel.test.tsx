import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { advanceFakeClock } from '../../test-support/advanceFakeClock';
import { HERO_AUTO_ADVANCE_MS, HERO_SIGN_UP_ROUTES } from '@aafiyat/domain';
import { Dialog } from '../../primitives/Dialog';
import { AafiyatProvider } from '../../providers/AafiyatProvider';
import { HeroCarousel, type HeroCarouselProps } from './HeroCarousel';
import { heroSlidesWithPicturesFixture } from './HeroCarousel.fixtures';

async function renderCarousel(props: Partial<HeroCarouselProps> = {}) {
  const screen = await render(
    <AafiyatProvider>
      <HeroCarousel
        // Slides with pictures: the built-in drawings load lazily (a real import), which would mix real time into
        // the fake clock of these tests.
        slides={heroSlidesWithPicturesFixture}
        label="Aafiyat products"
        onRequestDemo={() => undefined}
        reducedMotion={false}
        {...props}
      />
      <p>Outside the carousel</p>
    </AafiyatProvider>,
  );
  // The pointer stays where the last test left it: park it outside the carousel.
  await userEvent.hover(screen.getByText('Outside the carousel'));
  const root = screen.container.querySelector('[data-hero-carousel]')!;
  const activeSlide = () => root.querySelector('[data-state="active"]')!.getAttribute('aria-label');
  const signUpHref = () => root.querySelector('[data-state="active"] a')!.getAttribute('href');
  return { screen, root, activeSlide, signUpHref };
}

describe('HeroCarousel timing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 2300 ms and wraps after the third slide', async () => {
    const { activeSlide } = await renderCarousel();
    expect(HERO_AUTO_ADVANCE_MS).toBe(2300);
    expect(activeSlide()).toBe('1 of 3');
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS - 1);
    expect(activeSlide()).toBe('1 of 3');
    await advanceFakeClock(1);
    expect(activeSlide()).toBe('2 of 3');
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('3 of 3');
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('1 of 3');
  });

  it('SIGN UP follows the slide as it advances', async () => {
    const { signUpHref } = await renderCarousel();
    expect(signUpHref()).toBe('/products/clinicmanagement?packages=true');
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(signUpHref()).toBe('/pms/signup');
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(signUpHref()).toBe('/hospital/signup');
    expect([...HERO_SIGN_UP_ROUTES]).toEqual([
      '/products/clinicmanagement?packages=true',
      '/pms/signup',
      '/hospital/signup',
    ]);
  });

  it('does not advance while paused, and resumes on play', async () => {
    const { screen, activeSlide } = await renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS * 3);
    expect(activeSlide()).toBe('1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('does not advance while the slides are hovered', async () => {
    const { screen, activeSlide } = await renderCarousel();
    await userEvent.hover(screen.getByRole('heading', { name: heroSlidesWithPicturesFixture[0]!.heading }));
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide()).toBe('1 of 3');
    await userEvent.hover(screen.getByText('Outside the carousel'));
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('does not advance while focus is within, except on the pause button', async () => {
    const { screen, activeSlide } = await renderCarousel();
    screen.getByRole('link', { name: 'SIGN UP' }).element().focus();
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS * 2);
    expect(activeSlide()).toBe('1 of 3');
    // Focus on the rotation control does not count: the person is about to use it.
    (screen.getByRole('button', { name: 'Pause slideshow' }).element() as HTMLElement).focus();
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('does not advance while a dialog is open over the page, and resumes once it closes', async () => {
    const { screen, activeSlide } = await renderCarousel();
    const dialog = (open: boolean) => (
      <Dialog title="Request a demo" open={open}>
        We will call you to arrange it.
      </Dialog>
    );
    const shown = await render(dialog(true));
    await expect.element(shown.getByRole('dialog', { name: 'Request a demo' })).toBeVisible();
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS * 3);
    expect(activeSlide()).toBe('1 of 3');
    await shown.rerender(dialog(false));
    await expect.element(shown.getByRole('dialog', { name: 'Request a demo' })).not.toBeInTheDocument();
    expect(screen.container.contains(document.activeElement)).toBe(false);
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 of 3');
  });

  it('does not advance under reduced motion until the person presses play', async () => {
    const { screen, activeSlide } = await renderCarousel({ reducedMotion: true });
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS * 3);
    expect(activeSlide()).toBe('1 of 3');
    await expect.element(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  it('reads prefers-reduced-motion when no override is given', async () => {
    const real = window.matchMedia.bind(window);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      if (!query.includes('prefers-reduced-motion')) return real(query);
      const reduced: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> =
        {
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        };
      return reduced as MediaQueryList;
    });
    try {
      const { screen, activeSlide } = await renderCarousel({ reducedMotion: undefined });
      await advanceFakeClock(HERO_AUTO_ADVANCE_MS * 2);
      expect(activeSlide()).toBe('1 of 3');
      await expect.element(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a slide the person chose its full time', async () => {
    const { screen, activeSlide } = await renderCarousel();
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS - 500);
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    // Moving the pointer off the carousel and focus back to the page lets it rotate again.
    (document.activeElement as HTMLElement | null)?.blur();
    await advanceFakeClock(HERO_AUTO_ADVANCE_MS - 1);
    expect(activeSlide()).toBe('3 of 3');
    await advanceFakeClock(1);
    expect(activeSlide()).toBe('1 of 3');
  });
});

describe('HeroCarousel fade', () => {
  it('shows the next slide whole at once, under the leaving one fading out above it, hidden once faded', async () => {
    const { screen, root } = await renderCarousel({ defaultPaused: true });
    const slide = (label: string) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const entering = getComputedStyle(slide('2 of 3'));
    const leaving = getComputedStyle(slide('1 of 3'));
    // Mid-fade: the slide a person can read and press is opaque; the leaving one is above it, on its way out.
    expect(entering.opacity).toBe('1');
    expect(entering.visibility).toBe('visible');
    expect(Number(leaving.zIndex)).toBeGreaterThan(Number(entering.zIndex));
    expect(Number(leaving.opacity)).toBeGreaterThan(0);
    expect(slide('1 of 3').inert).toBe(true);
    await vi.waitFor(() => {
      expect(getComputedStyle(slide('1 of 3')).visibility).toBe('hidden');
    });
    expect(getComputedStyle(slide('1 of 3')).opacity).toBe('0');
  });
});

describe('HeroCarousel before the page has loaded', () => {
  it('holds each later picture’s place with a box of the same size, so nothing grows when they arrive', async () => {
    // The server's markup: the first slide's picture, and placeholders for the others (they wait for `load`).
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <AafiyatProvider>
        <HeroCarousel
          slides={heroSlidesWithPicturesFixture}
          label="Aafiyat products"
          onRequestDemo={() => undefined}
          reducedMotion
        />
      </AafiyatProvider>,
    );
    const host = document.createElement('div');
    host.style.inlineSize = '360px';
    host.innerHTML = html;
    document.body.append(host);
    try {
      const pictures = [...host.querySelectorAll('[data-slide-id]')].map((slide) =>
        slide.querySelector('img, svg[data-placeholder]'),
      );
      expect(pictures.map((picture) => picture?.tagName.toLowerCase())).toEqual(['img', 'svg', 'svg']);
      const image = pictures[0] as HTMLImageElement;
      await image.decode();
      const size = (element: Element | null | undefined) => {
        const box = element!.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      };
      // 640 × 480 drawn 360 px wide less the layout's padding: the same box for the picture and its placeholders.
      expect(size(pictures[0])[1]).toBeGreaterThan(0);
      expect(size(pictures[1])).toEqual(size(pictures[0]));
      expect(size(pictures[2])).toEqual(size(pictures[0]));
      expect(pictures[1]!.getAttribute('aria-hidden')).toBe('true');
    } finally {
      host.remove();
    }
  });
});

describe('HeroCarousel rendering work', () => {
  it('re-renders only the two slides a press swaps, and none when focus moves into the controls', async () => {
    // Each render of a slide reads its heading once: the count of reads is the count of renders.
    const renders = [0, 0, 0];
    const slides = heroSlidesWithPicturesFixture.map((slide, position) => ({
      ...slide,
      get heading() {
        renders[position] = (renders[position] ?? 0) + 1;
        return slide.heading;
      },
    }));
    const { screen, activeSlide } = await renderCarousel({ slides, defaultPaused: true });
    renders.fill(0);
    // The press moves focus into the carousel too (a render of the carousel for its focus state) before its click.
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe('2 of 3');
    expect(renders).toEqual([1, 1, 0]);
  });

  it('commits nothing when focus moves into a paused carousel, and stops a playing one when it does', async () => {
    let commits = 0;
    const screen = await render(
      <AafiyatProvider>
        <Profiler
          id="hero"
          onRender={() => {
            commits += 1;
          }}
        >
          <HeroCarousel
            slides={heroSlidesWithPicturesFixture}
            label="Aafiyat products"
            onRequestDemo={() => undefined}
            reducedMotion={false}
            defaultPaused
          />
        </Profiler>
      </AafiyatProvider>,
    );
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    await expect.element(previous).toBeVisible();
    commits = 0;
    // Paused: focus moves onto the slide's SIGN UP link, then its REQUEST A DEMO, then the controls.
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'REQUEST A DEMO' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(previous).toHaveFocus();
    expect(commits).toBe(0);
    // Playing: the same move from the play button onto Previous is a commit (the rotation stops for focus).
    await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await expect.element(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
    commits = 0;
    await userEvent.tab();
    await expect.element(previous).toHaveFocus();
    expect(commits).toBe(1);
    expect(screen.container.querySelector('[data-hero-carousel]')?.getAttribute('data-state')).toBe('paused');
  });
});
