import { Button, ButtonLink } from '../../primitives/Button';
import { lazy, memo, Suspense } from 'react';
import type { HeroCarouselProps, HeroSlide } from './HeroCarousel';
import * as styles from './HeroCarousel.css';
import { useMessages } from '../../i18n/I18nContext';

// The built-in drawings are only for slides without a picture: their own chunk, drawn in the browser, so a site
// that gives every slide a picture never loads them.
const HeroCarouselIllustration = lazy(() =>
  import('./HeroCarouselIllustration').then((module) => ({ default: module.HeroCarouselIllustration })),
);

interface HeroCarouselSlideProps {
  slide: HeroSlide;
  position: number;
  count: number;
  active: boolean;
  headingLevel: 1 | 2;
  /** Where SIGN UP goes; `null` leaves the button out. */
  signUpHref: string | null;
  signUpLabel: string;
  requestDemoLabel: string;
  /** The carousel's `onRequestDemo`, passed as it is so the slide's props stay equal between the carousel's renders. */
  onRequestDemo: HeroCarouselProps['onRequestDemo'];
  /** Whether this slide's picture may load (the first always; the others once the page has loaded). */
  showPicture: boolean;
}

/**
 * One slide. Hidden slides stay in the page for the fade but are `inert`: not focusable, not read. Memoised: a press
 * on the controls re-renders only the two slides it swaps (the time until the next frame is the interaction's
 * latency on a slow phone), and focus moving into the carousel re-renders none.
 */
export const HeroCarouselSlide = memo(function HeroCarouselSlide({
  slide,
  position,
  count,
  active,
  headingLevel,
  signUpHref,
  signUpLabel,
  requestDemoLabel,
  onRequestDemo,
  showPicture,
}: HeroCarouselSlideProps) {
  const t = useMessages();
  const HeadingElement = headingLevel === 1 ? 'h1' : 'h2';
  const { image } = slide;
  // The first slide's picture is the page's largest paint: load it at once and first; the others wait.
  const first = position === 0;
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={t('HeroCarousel.roleSlide')}
      aria-label={t('HeroCarousel.slide', { position: position + 1, count })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-state={active ? 'active' : 'inactive'}
      data-slide-id={slide.id}
    >
      <div className={styles.copy}>
        <HeadingElement className={styles.heading}>{slide.heading}</HeadingElement>
        <p className={styles.text}>{slide.text}</p>
        <div className={styles.actions}>
          {signUpHref === null ? null : (
            <ButtonLink href={signUpHref} tone="accent" size="large" data={{ 'hero-sign-up': '' }}>
              {signUpLabel}
            </ButtonLink>
          )}
          <Button
            variant="outline"
            size="large"
            data={{ 'hero-demo': '' }}
            onClick={() => {
              onRequestDemo({ slideId: slide.id });
            }}
          >
            {requestDemoLabel}
          </Button>
        </div>
      </div>
      <div className={styles.picture}>
        {image && !showPicture ? (
          // Until the picture may load, an empty box of its proportions holds its place, so the carousel (as tall
          // as its tallest slide) does not grow when the pictures arrive. An SVG's viewBox gives the ratio without
          // a style attribute, which the site's CSP would refuse.
          <svg
            className={styles.image}
            viewBox={`0 0 ${String(image.width)} ${String(image.height)}`}
            aria-hidden="true"
            focusable="false"
            data-placeholder=""
          />
        ) : image ? (
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            srcSet={image.srcSet}
            sizes={image.sizes}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding={first ? 'sync' : 'async'}
          />
        ) : (
          <Suspense fallback={null}>
            <HeroCarouselIllustration slideId={slide.id} />
          </Suspense>
        )}
      </div>
    </div>
  );
});
