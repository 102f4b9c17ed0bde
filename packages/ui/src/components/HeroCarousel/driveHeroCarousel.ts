import { HERO_AUTO_ADVANCE_MS } from '@aafiyat/domain';
import { iconPaths } from '../../icons/iconPaths';
import { anyModalSurfaceOpen, subscribeToModalSurfaces } from '../../internal/modalHistory';
import { media } from '../../theme/media';
import type { HeroCarouselProps, HeroSlide } from './HeroCarousel';
import {
  DEMO_CONTROL,
  DOT_CONTROL,
  heroPlaying,
  heroRotating,
  isRotationControl,
  ROTATION_CONTROL,
  rotationControlIcon,
  ROTATION_LABELS,
  SIGN_UP_LINK,
  STEP_CONTROL,
  wrapSlide,
} from './heroCarouselRules';

/** Options of {@link driveHeroCarousel}. */
export interface HeroCarouselDriverOptions {
  /** The slides the markup was rendered from: the driver draws their pictures once the page has loaded. */
  slides: readonly HeroSlide[];
  /** Called by REQUEST A DEMO with the slide's id, as the component's prop. */
  onRequestDemo: HeroCarouselProps['onRequestDemo'];
  /** `false` takes the SIGN UP links out, as the component does for someone signed in. */
  showSignUp?: boolean;
  /** How long each slide stays, in ms; the spec's 2300 by default. */
  autoAdvanceMs?: number;
}

/** Sets an attribute, or removes it for `null` (as React does for `undefined`). */
function setOrRemove(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The picture React draws for a slide once it may load (./HeroCarouselSlide.tsx), in place of its placeholder. */
function drawPicture(placeholder: Element, slide: HeroSlide | undefined): void {
  const image = slide?.image;
  if (!image) return;
  const picture = document.createElement('img');
  picture.className = placeholder.getAttribute('class') ?? '';
  picture.src = image.src;
  picture.alt = image.alt;
  picture.width = image.width;
  picture.height = image.height;
  if (image.srcSet !== undefined) picture.srcset = image.srcSet;
  if (image.sizes !== undefined) picture.sizes = image.sizes;
  picture.loading = 'lazy';
  picture.setAttribute('fetchpriority', 'auto');
  picture.decoding = 'async';
  placeholder.replaceWith(picture);
}

/**
 * Brings a prerendered {@link HeroCarousel} to life without React, for a page that does not hydrate it (the site's
 * home page, which loads React only when a person acts): it rotates, pauses and moves between slides by the same
 * rules ({@link heroRotating}) and leaves the markup exactly as the component would render the same state, so
 * assistive technology hears the same thing. Pictures of the later slides load now (call it after the page's load
 * event, as the component waits for it). Slides without a picture (the built-in drawings need React) are not
 * supported. Returns a function that stops it.
 */
export function driveHeroCarousel(root: HTMLElement, options: HeroCarouselDriverOptions): () => void {
  const { onRequestDemo, showSignUp = true, autoAdvanceMs = HERO_AUTO_ADVANCE_MS } = options;
  const slideElements = Array.from(root.querySelectorAll<HTMLElement>('[data-slide-id]'));
  const slidesBox = slideElements[0]?.parentElement;
  const slideCount = slideElements.length;
  if (!slidesBox || slideCount === 0) return () => undefined;
  const dots = Array.from(root.querySelectorAll<HTMLElement>(`[${DOT_CONTROL}]`));
  const rotationControl = root.querySelector<HTMLElement>(`[${ROTATION_CONTROL}]`);
  const reducedMotion = window.matchMedia(media.reducedMotion);

  let current = Math.max(
    0,
    slideElements.findIndex((slide) => slide.dataset.state === 'active'),
  );
  let playChoice: boolean | null = null;
  let hovered = false;
  let focusWithin = false;
  let timer: number | undefined;
  /** The slide and motion the timer was set for: it restarts only when either changes, as the component's. */
  let timed = '';

  const playing = () => heroPlaying(playChoice, reducedMotion.matches);
  const rotating = () =>
    heroRotating({ playing: playing(), hovered, focusWithin, modalOpen: anyModalSurfaceOpen(), slideCount });

  /** Puts the state in the markup, as the component renders it, and (re)starts the slide's timer. */
  const render = () => {
    const moving = rotating();
    root.dataset.state = moving ? 'rotating' : 'paused';
    slidesBox.setAttribute('aria-live', moving ? 'off' : 'polite');
    slideElements.forEach((slide, position) => {
      const active = position === current;
      slide.dataset.state = active ? 'active' : 'inactive';
      setOrRemove(slide, 'aria-hidden', active ? null : 'true');
      slide.inert = !active;
    });
    dots.forEach((dot, position) => {
      setOrRemove(dot, 'aria-current', position === current ? 'true' : null);
    });
    if (rotationControl) {
      const label =
        rotationControl.getAttribute(`data-${playing() ? ROTATION_LABELS.pause : ROTATION_LABELS.play}`) ??
        '';
      rotationControl.setAttribute('aria-label', label);
      rotationControl.setAttribute('title', label);
      rotationControl.querySelector('path')?.setAttribute('d', iconPaths[rotationControlIcon(playing())]);
    }
    // A timeout per slide (not an interval): every change, automatic or not, gives the new slide its full time.
    const key = `${String(current)} ${String(moving)}`;
    if (key === timed) return;
    timed = key;
    window.clearTimeout(timer);
    timer = moving
      ? window.setTimeout(() => {
          current = wrapSlide(current + 1, slideCount);
          render();
        }, autoAdvanceMs)
      : undefined;
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      `[${ROTATION_CONTROL}], [${STEP_CONTROL}], [${DOT_CONTROL}], [${DEMO_CONTROL}]`,
    );
    if (!control || !root.contains(control)) return;
    if (control.hasAttribute(ROTATION_CONTROL)) playChoice = !playing();
    else if (control.hasAttribute(STEP_CONTROL))
      current = wrapSlide(current + Number(control.getAttribute(STEP_CONTROL)), slideCount);
    else if (control.hasAttribute(DOT_CONTROL))
      current = wrapSlide(Number(control.getAttribute(DOT_CONTROL)), slideCount);
    else {
      const slideId = Number(slideElements[current]?.dataset.slideId) as HeroSlide['id'];
      onRequestDemo({ slideId });
    }
    render();
  };
  // Focus matters only while playing; the pause button is left out (focusing it must not pause what it plays).
  const onFocusIn = (event: FocusEvent) => {
    if (!playing()) return;
    focusWithin = !isRotationControl(event.target);
    render();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !root.contains(next) || isRotationControl(next)) {
      focusWithin = false;
      render();
    }
  };
  // Only a mouse pauses on hover: a tap fires pointerenter without a matching leave and would stop it for good.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    render();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = false;
    render();
  };

  if (!showSignUp) for (const link of root.querySelectorAll(`[${SIGN_UP_LINK}]`)) link.remove();
  slideElements.forEach((slide, position) => {
    const placeholder = slide.querySelector('svg[data-placeholder]');
    if (placeholder) drawPicture(placeholder, options.slides[position]);
  });
  // Every listener goes with one abort when the driver is stopped.
  const listening = new AbortController();
  const { signal } = listening;
  root.addEventListener('click', onClick, { signal });
  root.addEventListener('focusin', onFocusIn, { signal });
  root.addEventListener('focusout', onFocusOut, { signal });
  slidesBox.addEventListener('pointerenter', onPointerEnter, { signal });
  slidesBox.addEventListener('pointerleave', onPointerLeave, { signal });
  reducedMotion.addEventListener('change', render, { signal });
  const unsubscribe = subscribeToModalSurfaces(render);
  // Focus may already be inside (a keyboard reached a button before this script ran).
  if (playing() && root.contains(document.activeElement) && !isRotationControl(document.activeElement))
    focusWithin = true;
  render();

  return () => {
    window.clearTimeout(timer);
    listening.abort();
    unsubscribe();
  };
}
