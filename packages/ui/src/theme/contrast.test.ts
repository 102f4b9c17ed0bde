import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colorTokens, contrastPairings } from './tokens';

describe('colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('teal', '#FFFFFF')).toThrow('Not a #RRGGBB colour');
  });

  it.each(contrastPairings)(
    '$foreground on $background reaches $minimum:1',
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(colorTokens[foreground], colorTokens[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});
