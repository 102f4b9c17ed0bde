import * as styles from './HeroCarousel.css';
import type { HeroSlideId } from './HeroCarousel';

/**
 * A small drawing for a slide without a picture: a clinic (0), a pharmacy (1), a hospital (2). Decorative,
 * so hidden from screen readers; drawn in theme colours.
 */
export function HeroCarouselIllustration({ slideId }: { slideId: HeroSlideId }) {
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      width="240"
      height="180"
    >
      <rect className={styles.illustrationSurface} x="10" y="150" width="220" height="20" rx="10" />
      {slideId === 0 ? <Clinic /> : slideId === 1 ? <Pharmacy /> : <Hospital />}
    </svg>
  );
}

function Cross({ x, y }: { x: number; y: number }) {
  return (
    <path
      className={styles.illustrationSurface}
      d={`M${String(x - 5)} ${String(y - 15)}h10v10h10v10h-10v10h-10v-10h-10v-10h10z`}
    />
  );
}

function Clinic() {
  return (
    <>
      <rect className={styles.illustrationBrand} x="50" y="60" width="140" height="90" rx="6" />
      <path className={styles.illustrationAccent} d="M40 64 120 20l80 44z" />
      <Cross x={120} y={90} />
      <rect className={styles.illustrationSurface} x="105" y="118" width="30" height="32" rx="3" />
    </>
  );
}

function Pharmacy() {
  return (
    <>
      <rect className={styles.illustrationBrand} x="70" y="50" width="100" height="100" rx="14" />
      <rect className={styles.illustrationAccent} x="80" y="30" width="80" height="24" rx="6" />
      <Cross x={120} y={100} />
      <path className={styles.illustrationLine} d="M190 70l25 25M200 60l25 25" />
    </>
  );
}

function Hospital() {
  return (
    <>
      <rect className={styles.illustrationBrand} x="30" y="80" width="60" height="70" rx="4" />
      <rect className={styles.illustrationBrand} x="90" y="40" width="70" height="110" rx="4" />
      <rect className={styles.illustrationBrand} x="160" y="80" width="50" height="70" rx="4" />
      <rect className={styles.illustrationAccent} x="105" y="55" width="40" height="40" rx="20" />
      <Cross x={125} y={75} />
      <path className={styles.illustrationLine} d="M45 100h30M45 120h30M172 100h26M172 120h26" />
    </>
  );
}
