import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HERO_SIGN_UP_ROUTES } from '@aafiyat/domain';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { driveHeroCarousel } from './driveHeroCarousel';
import { HeroCarousel, type HeroCarouselProps } from './HeroCarousel';
import { heroSlidesFixture, heroSlidesWithPicturesFixture } from './HeroCarousel.fixtures';
import { useLocale } from '../../i18n/I18nContext';
import { storyMessages } from '../../test-support/storyLocale';
import { AafiyatProvider } from '../../providers/AafiyatProvider';

const meta = {
  title: 'Components/HeroCarousel',
  component: HeroCarousel,
  args: {
    slides: heroSlidesFixture,
    label: 'Aafiyat products',
    onRequestDemo: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function headingOf(position: number): string {
  return heroSlidesFixture[position]?.heading ?? '';
}

function liveRegion(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[aria-live]');
}

/** Rotating by itself: automatic changes are not announced (aria-live off), per the WAI carousel pattern. */
export const Playing: Story = {
  args: { reducedMotion: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('region', { name: 'Aafiyat products' })).toHaveAttribute(
      'aria-roledescription',
      t('HeroCarousel.roleCarousel'),
    );
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.pause') })).toBeVisible();
  },
};

/** The pause button stops the rotation and becomes a play button; changes are then announced. */
export const PauseAndPlay: Story = {
  args: { reducedMotion: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.pause') }));
    const play = canvas.getByRole('button', { name: t('HeroCarousel.play') });
    await expect(play).toHaveFocus();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.pause') })).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'off');
  },
};

export const Paused: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.play') })).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 1, count: 3 }) }),
    ).toHaveAttribute('aria-roledescription', t('HeroCarousel.roleSlide'));
  },
};

/**
 * Next and previous wrap around; only the shown slide can be read or focused. (A slide leaving fades out over
 * the next, so the checks read each slide's state rather than its visibility.)
 */
export const NextAndPrevious: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.next') }));
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 2, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
    await expect(
      canvas.queryByRole('group', { name: t('HeroCarousel.slide', { position: 1, count: 3 }) }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.previous') }));
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.previous') }));
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 3, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.next') }));
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 1, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
    // Keyboard: Tab from the pause button reaches Previous, and Enter works.
    canvas.getByRole('button', { name: t('HeroCarousel.play') }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.previous') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 3, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
  },
};

/** Dots jump to a slide and mark the current one. */
export const Dots: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const third = canvas.getByRole('button', {
      name: t('HeroCarousel.showSlide', { position: 3, count: 3 }),
    });
    await expect(
      canvas.getByRole('button', { name: t('HeroCarousel.showSlide', { position: 1, count: 3 }) }),
    ).toHaveAttribute('aria-current', 'true');
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(
      canvas.getByRole('button', { name: t('HeroCarousel.showSlide', { position: 1, count: 3 }) }),
    ).not.toHaveAttribute('aria-current');
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 3, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
    await expect(third.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** SIGN UP goes where the current slide says: clinic packages, pharmacy sign-up, hospital sign-up. */
export const SignUpFollowsSlide: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    for (const [position, route] of HERO_SIGN_UP_ROUTES.entries()) {
      await userEvent.click(
        canvas.getByRole('button', {
          name: t('HeroCarousel.showSlide', { position: position + 1, count: 3 }),
        }),
      );
      await expect(canvas.getByRole('link', { name: t('HeroCarousel.signUp') })).toHaveAttribute(
        'href',
        route,
      );
    }
  },
};

/** Without SIGN UP (the site's choice for someone signed in): no slide offers it; REQUEST A DEMO stays. */
export const WithoutSignUp: Story = {
  args: { defaultPaused: true, showSignUp: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    for (const position of HERO_SIGN_UP_ROUTES.keys()) {
      await userEvent.click(
        canvas.getByRole('button', {
          name: t('HeroCarousel.showSlide', { position: position + 1, count: 3 }),
        }),
      );
      await expect(canvas.queryByRole('link', { name: t('HeroCarousel.signUp') })).not.toBeInTheDocument();
      // The slide is still fading in: its button is there (the hidden slides' are not), if not yet opaque.
      await expect(canvas.getByRole('button', { name: t('HeroCarousel.requestDemo') })).toBeInTheDocument();
    }
    await expect(canvasElement.querySelectorAll('a[href$="signup"]')).toHaveLength(0);
  },
};

/** REQUEST A DEMO reports the current slide's id, so the site opens the demo dialog for that product. */
export const RequestDemo: Story = {
  args: { defaultPaused: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.requestDemo') }));
    await expect(args.onRequestDemo).toHaveBeenLastCalledWith({ slideId: 0 });
    await userEvent.click(
      canvas.getByRole('button', { name: t('HeroCarousel.showSlide', { position: 2, count: 3 }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.requestDemo') }));
    await expect(args.onRequestDemo).toHaveBeenLastCalledWith({ slideId: 1 });
    await expect(args.onRequestDemo).toHaveBeenCalledTimes(2);
  },
};

/** The page hosts the demo dialog outside the carousel, as the site does. */
function CarouselWithDemoDialog(props: HeroCarouselProps) {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <>
      <HeroCarousel
        {...props}
        onRequestDemo={(request) => {
          setDemoOpen(true);
          props.onRequestDemo(request);
        }}
      />
      <Button variant="outline">Elsewhere on the page</Button>
      <Dialog
        title="Request a demo"
        open={demoOpen}
        onOpenChange={(change) => {
          setDemoOpen(change.open);
        }}
      >
        We will call you to arrange it.
      </Dialog>
    </>
  );
}

/**
 * The slides hold still while a dialog is open over the page (the demo request the slide opened): focus has left
 * the carousel for the dialog, yet nothing moves behind it. They rotate again once it is closed and the person
 * has moved on.
 */
export const StillBehindADialog: Story = {
  args: { reducedMotion: false },
  render: (args) => <CarouselWithDemoDialog {...args} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const carousel = canvas.getByRole('region', { name: 'Aafiyat products' });
    await expect(carousel).toHaveAttribute('data-state', 'rotating');
    // By keyboard, so no pointer rests on the slides.
    canvas.getByRole('button', { name: t('HeroCarousel.requestDemo') }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Request a demo' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Elsewhere on the page' }));
    await expect(carousel).toHaveAttribute('data-state', 'rotating');
  },
};

export const ClinicSlide: Story = {
  args: { defaultPaused: true, defaultSlide: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: headingOf(0) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('HeroCarousel.signUp') })).toHaveAttribute(
      'href',
      HERO_SIGN_UP_ROUTES[0],
    );
  },
};

export const PharmacySlide: Story = {
  args: { defaultPaused: true, defaultSlide: 1 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: headingOf(1) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('HeroCarousel.signUp') })).toHaveAttribute(
      'href',
      HERO_SIGN_UP_ROUTES[1],
    );
  },
};

export const HospitalSlide: Story = {
  args: { defaultPaused: true, defaultSlide: 2 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: headingOf(2) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('HeroCarousel.signUp') })).toHaveAttribute(
      'href',
      HERO_SIGN_UP_ROUTES[2],
    );
  },
};

/** Under reduced motion the carousel starts still; the person can still press play. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.play') })).toBeVisible();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
  },
};

/** With photographs: the first is the page's largest paint, loaded at once; the others lazily. */
export const WithPictures: Story = {
  args: { slides: heroSlidesWithPicturesFixture, defaultPaused: true },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(3);
    const [first, ...rest] = images;
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    for (const image of images) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    for (const image of rest) await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** At or below 425 px the text sits above the picture. */
export const Phone360: Story = {
  args: { defaultPaused: true },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: headingOf(0) });
    const picture = canvasElement.querySelector('[data-state="active"] svg');
    await expect(picture?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Phone425: Story = {
  args: { defaultPaused: true },
  globals: { viewport: { value: 'phone425' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Urdu: Story = {
  args: {
    defaultPaused: true,
    label: 'عافیت کی مصنوعات',
    slides: [
      {
        id: 0,
        heading: 'اپنا پورا کلینک ایک اسکرین سے چلائیں',
        text: 'ملاقاتیں، مریضوں کا ریکارڈ اور بل، ہر ڈاکٹر کے لیے۔',
      },
      {
        id: 1,
        heading: 'اپنی فارمیسی کا اسٹاک اور فروخت جانیں',
        text: 'اسٹاک، سپلائرز اور روزانہ آمدنی ایک جگہ۔',
      },
      {
        id: 2,
        heading: 'ہسپتال کا نظام جو پورا عملہ استعمال کر سکے',
        text: 'داخلے، وارڈ کا ریکارڈ اور ڈیوٹی روسٹر ایک جگہ۔',
      },
    ],
  },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'سلائیڈ شو چلائیں' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '3 میں سے سلائیڈ 1 دکھائیں' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'اگلی سلائیڈ' }));
    await expect(canvas.getByRole('link', { name: 'سائن اپ کریں' })).toHaveAttribute(
      'href',
      HERO_SIGN_UP_ROUTES[1],
    );
    await expect(canvas.getByRole('button', { name: 'ڈیمو کی درخواست کریں' })).toBeVisible();
  },
};

/**
 * The carousel as a page serves it without React (the site's home page): its prerendered HTML, brought to life by
 * `driveHeroCarousel`. It looks and behaves as the component; React never touches this markup.
 */
function DrivenCarousel(props: HeroCarouselProps) {
  const host = useRef<HTMLDivElement>(null);
  // The HTML is made once, as a prerender would; the driver then owns it.
  const locale = useLocale();
  const [html] = useState(() =>
    renderToString(
      <AafiyatProvider lang={locale}>
        <HeroCarousel {...props} />
      </AafiyatProvider>,
    ),
  );
  const { slides, onRequestDemo, showSignUp } = props;
  useEffect(() => {
    const root = host.current?.querySelector<HTMLElement>('[data-hero-carousel]');
    if (!root) return undefined;
    return driveHeroCarousel(root, { slides, onRequestDemo, showSignUp: showSignUp ?? true });
  }, [slides, onRequestDemo, showSignUp]);
  return <div ref={host} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Driven without React: pause, the controls and REQUEST A DEMO work as the component's, and the later slides'
 * pictures are drawn once the page has loaded.
 */
export const DrivenWithoutReact: Story = {
  args: { slides: heroSlidesWithPicturesFixture },
  render: (args) => <DrivenCarousel {...args} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvasElement.querySelectorAll('[data-slide-id] img')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.pause') }));
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.play') })).toHaveFocus();
    await expect(liveRegion(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(
      canvas.getByRole('button', { name: t('HeroCarousel.showSlide', { position: 3, count: 3 }) }),
    );
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 3, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.next') }));
    await expect(
      canvas.getByRole('group', { name: t('HeroCarousel.slide', { position: 1, count: 3 }) }),
    ).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: t('HeroCarousel.requestDemo') }));
    await expect(args.onRequestDemo).toHaveBeenLastCalledWith({ slideId: 0 });
  },
};

/** Driven without React, for someone signed in: SIGN UP is taken out, as the component does. */
export const DrivenWithoutSignUp: Story = {
  args: { slides: heroSlidesWithPicturesFixture, showSignUp: false, defaultPaused: true },
  render: (args) => <DrivenCarousel {...args} />,
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('link', { name: t('HeroCarousel.signUp') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('HeroCarousel.requestDemo') })).toBeVisible();
  },
};

/** Driven without React in Urdu: the pause button's two names come from the markup, in Urdu. */
export const DrivenUrdu: Story = {
  args: { ...Urdu.args, defaultPaused: false },
  globals: { locale: 'ur' },
  render: (args) => <DrivenCarousel {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'سلائیڈ شو روکیں' }));
    await expect(canvas.getByRole('button', { name: 'سلائیڈ شو چلائیں' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'اگلی سلائیڈ' }));
    await expect(canvas.getByRole('link', { name: 'سائن اپ کریں' })).toHaveAttribute(
      'href',
      HERO_SIGN_UP_ROUTES[1],
    );
  },
};
