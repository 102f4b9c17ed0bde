import { breakpoints, lightTokens } from '@aafiyat/ui';
import { describe, expect, it } from 'vitest';
import { heroImageSizes } from './content';

describe("the hero picture's sizes", () => {
  it('follow the theme: container width, gutters, gap and breakpoints', () => {
    const { space, size } = lightTokens;
    expect(heroImageSizes).toBe(
      [
        `(min-width: ${size.containerWidth}) calc((${size.containerWidth} - 2 * ${space.xlarge} - ${space.xxlarge}) * 2 / 5)`,
        `(min-width: ${String(breakpoints.tablet)}px) calc((100vw - 2 * ${space.xlarge} - ${space.xxlarge}) * 2 / 5)`,
        `(min-width: ${String(breakpoints.heroSmall + 1)}px) calc((100vw - 2 * ${space.large} - ${space.xlarge}) * 2 / 5)`,
        `calc(100vw - 2 * ${space.large})`,
      ].join(', '),
    );
  });
});
