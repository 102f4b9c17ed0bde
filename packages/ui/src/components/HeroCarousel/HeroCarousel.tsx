import { useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react';
import { HERO_AUTO_ADVANCE_MS, HERO_SIGN_UP_ROUTES } from '@aafiyat/domain';
import { useAnyModalOpen } from '../../internal/modalHistoryHooks';
import { Container } from '../../layout/Container';
import { useMessages } from '../../i18n/I18nContext';
import { IconButton } from '../../primitives/IconButton';
import { dataAttributes } from '../../primitives/Button/Button';
import { HeroCarouselSlide } from './HeroCarouselSlide';
import { usePrefersReducedMotion } from './HeroCarouselMotion';
import {
  clampSlide,
  heroPlaying,
  heroRotating,
  isRotationControl,
  rotationControlIcon,
  ROTATION_LABELS,
  rotationControlLabel,
  wrapSlide,
} from './heroCarouselRules';
import * as styles from './HeroCarousel.css';

/** Whether the page has finished loading (the server and hydration say no, so the markup matches). */
function subscribeToPageLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => {
    window.removeEventListener('load', onChange);
  };
}
const pageLoaded = () => document.readyState === 'complete';
const notLoaded = () => false;

/** Slide ids: 0 clinic, 1 pharmacy, 2 hospital. The id picks SIGN UP's destination and the demo's subject. */
export const heroSlideIds = [0, 1, 2] as const;
/** One of {@link heroSlideIds}. */
export type HeroSlideId = (typeof heroSlideIds)[number];

/** A picture for a slide. Width and height are required so the page does not shift while it loads. */
export interface HeroSlideImage {
  /** The image address. */
  src: string;
  /** Describes the picture; empty when it is decorative. */
  alt: string;
  /** Intrinsic width in pixels. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Other sizes of the picture, for small screens. */
  srcSet?: string;
  /** Which size the picture is shown at, for `srcSet`. */
  sizes?: string;
}

/** One slide's content. */
export interface HeroSlide {
  /** Which product the slide sells; decides where SIGN UP goes. */
  id: HeroSlideId;
  /** The slide's heading. */
  heading: string;
  /** A sentence or two under the heading. */
  text: string;
  /**
   * A picture; without one, a small drawing of the product is shown (drawn in the browser, from its own chunk).
   */
  image?: HeroSlideImage;
}

export interface HeroCarouselProps {
  /** The slides, in order (the spec has three: clinic, pharmacy, hospital). */
  slides: readonly HeroSlide[];
  /** Names the carousel for screen readers ("Aafiyat products"). */
  label: string;
  /** Called by REQUEST A DEMO with the current slide's id; the site opens the demo dialog for it. */
  onRequestDemo: (request: { slideId: HeroSlideId }) => void;
  /** The sign-up button's label: the spec's SIGN UP, in the provider's language, by default. */
  signUpLabel?: string;
  /** Whether the slides offer SIGN UP; the site leaves it out for someone signed in. */
  showSignUp?: boolean;
  /** The demo button's label: the spec's REQUEST A DEMO, in the provider's language, by default. */
  requestDemoLabel?: string;
  /** Heading level of the slides' headings: 1 when the hero opens the page. */
  headingLevel?: 1 | 2;
  /** The slide shown first, by position (0-based). */
  defaultSlide?: number;
  /** Starts paused, as if the person had pressed pause. */
  defaultPaused?: boolean;
  /**
   * Overrides the reduced-motion preference (tests, stories). Left out, the carousel reads
   * `prefers-reduced-motion` and does not rotate by itself when it is set.
   */
  reducedMotion?: boolean | undefined;
  /** How long each slide stays, in ms; the spec's 2300 by default. */
  autoAdvanceMs?: number;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The home page hero: slides that fade from one to the next every 2.3 s, following the WAI
 * carousel pattern. Rotation can be paused and stops while the slides are hovered or anything in the
 * carousel other than the pause button has focus (WCAG 2.2.2), and while a modal surface (a dialog, the menu) is
 * open over the page; it does not start by itself under
 * `prefers-reduced-motion`. Changes the person makes are announced politely; automatic ones are not.
 */
export function HeroCarousel({
  slides,
  label,
  onRequestDemo,
  signUpLabel,
  showSignUp = true,
  requestDemoLabel,
  headingLevel = 2,
  defaultSlide = 0,
  defaultPaused = false,
  reducedMotion,
  autoAdvanceMs = HERO_AUTO_ADVANCE_MS,
  data,
}: HeroCarouselProps) {
  const t = useMessages();
  const slideCount = slides.length;
  const [current, setCurrent] = useState(() => clampSlide(defaultSlide, slideCount));
  const [playChoice, setPlayChoice] = useState<boolean | null>(defaultPaused ? false : null);
  // The other slides' pictures wait for the page's load event: they sit under the first one (invisible, so lazy
  // loading alone would still fetch them at once) and must not compete with the largest paint on a slow line.
  const picturesReady = useSyncExternalStore(subscribeToPageLoad, pageLoaded, notLoaded);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const reduced = reducedMotion ?? prefersReducedMotion;
  const playing = heroPlaying(playChoice, reduced);
  // A dialog or the menu open over the page (the demo request it opened) holds the slide still: the slide
  // behind it is the one the person acted on, and nothing moves behind a modal.
  const modalOpen = useAnyModalOpen();
  const rotating = heroRotating({ playing, hovered, focusWithin, modalOpen, slideCount });
  const slidesId = useId();
  const index = clampSlide(current, slideCount);

  useEffect(() => {
    if (!rotating) return undefined;
    // A timeout per slide (not an interval): every change, automatic or not, gives the new slide its full time.
    const timer = window.setTimeout(() => {
      setCurrent((previous) => (previous + 1) % slideCount);
    }, autoAdvanceMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, index, autoAdvanceMs, slideCount]);

  const show = (next: number) => {
    setCurrent(wrapSlide(next, slideCount));
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus only matters while the slideshow plays. Paused, a press on Next moves focus first: a render for a
    // state that changes nothing would run before the click's own (a first press on Next after Pause, 4× slower
    // CPU, 12 cold loads: median 92 ms with that render, 72 ms without).
    if (!playing) return;
    setFocusWithin(!isRotationControl(event.target));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next) || isRotationControl(next)) {
      setFocusWithin(false);
    }
  };
  // Only a mouse pauses on hover: a tap fires pointerenter without a matching leave and would stop it for good.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus listeners only watch where focus is (to pause rotation, WCAG 2.2.2); they add no interaction
    <section
      className={styles.root}
      // What a screen reader calls it, in the page's language; scripts find it by its data attribute.
      aria-roledescription={t('HeroCarousel.roleCarousel')}
      aria-label={label}
      data-hero-carousel=""
      data-state={rotating ? 'rotating' : 'paused'}
      onFocus={onFocus}
      onBlur={onBlur}
      {...dataAttributes(data)}
    >
      <Container>
        <div
          className={styles.slides}
          id={slidesId}
          aria-live={rotating ? 'off' : 'polite'}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {slides.map((slide, position) => (
            <HeroCarouselSlide
              key={slide.id}
              slide={slide}
              position={position}
              count={slideCount}
              active={position === index}
              headingLevel={headingLevel}
              signUpHref={showSignUp ? HERO_SIGN_UP_ROUTES[slide.id] : null}
              signUpLabel={signUpLabel ?? t('HeroCarousel.signUp')}
              requestDemoLabel={requestDemoLabel ?? t('HeroCarousel.requestDemo')}
              onRequestDemo={onRequestDemo}
              showPicture={position === 0 || position === index || picturesReady}
            />
          ))}
        </div>
        {slideCount > 1 ? (
          <div className={styles.controls}>
            <IconButton
              label={rotationControlLabel(t, playing)}
              icon={rotationControlIcon(playing)}
              variant="outline"
              tone="brand"
              onClick={() => {
                setPlayChoice(!playing);
              }}
              data={{
                'hero-rotation-control': '',
                [ROTATION_LABELS.pause]: rotationControlLabel(t, true),
                [ROTATION_LABELS.play]: rotationControlLabel(t, false),
              }}
            />
            <IconButton
              label={t('HeroCarousel.previous')}
              icon="chevronStart"
              aria-controls={slidesId}
              data={{ 'hero-step': '-1' }}
              onClick={() => {
                show(index - 1);
              }}
            />
            <div className={styles.dots}>
              {slides.map((slide, position) => (
                <button
                  key={slide.id}
                  type="button"
                  className={styles.dot}
                  aria-label={t('HeroCarousel.showSlide', { position: position + 1, count: slideCount })}
                  aria-current={position === index ? 'true' : undefined}
                  aria-controls={slidesId}
                  data-hero-dot={position}
                  onClick={() => {
                    show(position);
                  }}
                >
                  <span className={styles.dotMark} />
                </button>
              ))}
            </div>
            <IconButton
              label={t('HeroCarousel.next')}
              icon="chevronEnd"
              aria-controls={slidesId}
              data={{ 'hero-step': '1' }}
              onClick={() => {
                show(index + 1);
              }}
            />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
