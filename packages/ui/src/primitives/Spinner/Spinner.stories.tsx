import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading doctors' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status that screen readers announce. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading doctors' })).toBeVisible();
  },
};

/** Beside text that already says what is loading, it is silent. */
export const Silent: Story = {
  render: (args) => <Spinner {...(args.size === undefined ? {} : { size: args.size })} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('span[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} label={`Loading (${size})`} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths = spinnerSizes.map(
      (size) => canvas.getByRole('status', { name: `Loading (${size})` }).getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

/** It spins, unless the reader asked for less motion; then the ring stays still with its gap. */
export const Motion: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(spinner).animationName === 'none').toBe(reduced);
    await expect(getComputedStyle(spinner).borderInlineEndColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const RightToLeft: Story = {
  args: { label: 'ڈاکٹر لوڈ ہو رہے ہیں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'ڈاکٹر لوڈ ہو رہے ہیں' })).toBeVisible();
  },
};
