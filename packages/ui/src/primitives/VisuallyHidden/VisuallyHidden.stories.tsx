import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../../icons/icons';
import { Text } from '../Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the accessibility tree, but clipped to nothing on screen. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Only screen readers read this');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    const style = getComputedStyle(hidden);
    await expect(style.position).toBe('absolute');
    await expect(style.overflow).toBe('hidden');
    // Not display:none or visibility:hidden, which would hide it from screen readers as well.
    await expect(style.display).not.toBe('none');
    await expect(style.visibility).toBe('visible');
  },
};

/** The name of an icon-only control comes from hidden text. */
export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button">
      <Icon name="close" />
      <VisuallyHidden>Close the menu</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close the menu' })).toBeInTheDocument();
  },
};

/** A heading only screen-reader users need, to find a section by its heading. */
export const HiddenHeading: Story = {
  render: () => (
    <section aria-labelledby="services-heading">
      <VisuallyHidden as="h2" id="services-heading">
        Our services
      </VisuallyHidden>
      <Text>Clinic, pharmacy and hospital management.</Text>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Our services' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { children: 'صرف اسکرین ریڈر' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('صرف اسکرین ریڈر').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
