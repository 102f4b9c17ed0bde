import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Spinner } from '../Spinner';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const AllShapes: Story = {
  render: () => (
    <Stack gap="large">
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="block" />
      <Skeleton shape="block" ratio="square" />
      <Inline gap="medium">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" size="large" />
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const circles = canvasElement.querySelectorAll<HTMLElement>('[data-shape="circle"]');
    await expect(circles).toHaveLength(2);
    const [medium, large] = Array.from(circles);
    await expect(medium?.getBoundingClientRect().width).toBe(medium?.getBoundingClientRect().height);
    await expect(large?.getBoundingClientRect().width).toBeGreaterThan(
      medium?.getBoundingClientRect().width ?? 0,
    );
    // Nothing of it reaches the accessibility tree.
    for (const shape of canvasElement.querySelectorAll('[data-shape]')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** How a loading card reads: the region is busy and a labelled spinner speaks; the shapes stay silent. */
export const LoadingCard: Story = {
  render: () => (
    <section aria-label="Doctors" aria-busy="true">
      <Stack gap="medium">
        <Inline gap="medium">
          <Skeleton shape="circle" size="large" />
          <Spinner label="Loading doctors" size="small" />
        </Inline>
        <Skeleton shape="text" lines={2} />
      </Stack>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Doctors' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status', { name: 'Loading doctors' })).toBeInTheDocument();
  },
};

/** The rules of the style sheets in a media query matching `condition`, whose selector names `className`. */
function rulesUnder(condition: string, className: string): CSSStyleRule[] {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter(
      (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes(condition),
    )
    .flatMap((rule) => Array.from(rule.cssRules))
    .filter(
      (inner): inner is CSSStyleRule =>
        inner instanceof CSSStyleRule && inner.selectorText.includes(className),
    );
}

/**
 * The sheen runs normally, as a transform of the bone's `::after` (the compositor's work: the bone itself never
 * animates, so nothing is painted again each frame); under `prefers-reduced-motion`, and where no script runs, it
 * is still.
 */
export const Shimmer: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-shape="text"] > span');
    if (!bone) throw new Error('No bone.');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(bone).animationName).toBe('none');
    const band = getComputedStyle(bone, '::after');
    await expect(band.animationName !== 'none').toBe(!reduced);
    await expect(band.position).toBe('absolute');
    // It sweeps in the reading direction: from the right in a right-to-left page.
    const rightToLeft = bone.closest('[dir]')?.getAttribute('dir') === 'rtl';
    await expect(band.animationDirection).toBe(rightToLeft ? 'reverse' : 'normal');
    await expect(getComputedStyle(bone).overflow).toBe('hidden');
    const className = bone.className.split(' ')[0] ?? '';
    for (const condition of ['prefers-reduced-motion', 'scripting: none']) {
      const still = rulesUnder(condition, className).filter(
        (rule) => rule.selectorText.includes('::after') && rule.style.animationName === 'none',
      );
      await expect(still, condition).toHaveLength(1);
    }
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-shape="text"] > span');
    const full = lines[0]?.getBoundingClientRect();
    const short = lines[2]?.getBoundingClientRect();
    // The short last line starts at the right edge in rtl.
    await expect(short && full && Math.abs(short.right - full.right)).toBeLessThan(1);
    await expect(short?.width).toBeLessThan(full?.width ?? 0);
    // The shimmer's band sweeps from the right.
    await expect(lines[0] && getComputedStyle(lines[0], '::after').animationDirection).toBe('reverse');
  },
};

export const Phone360: Story = {
  args: { shape: 'block' },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
