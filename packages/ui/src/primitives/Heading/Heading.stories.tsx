import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Heading, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Clinic management system' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Clinic management system' })).toBeVisible();
  },
};

/** Every size: the look of a heading, independent of its level. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="medium">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} size={size}>
          {size}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const px = headingSizes.map((size) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { name: size })).fontSize),
    );
    // display > large > medium >= small.
    await expect(px[0]).toBeGreaterThan(px[1] ?? Infinity);
    await expect(px[1]).toBeGreaterThan(px[2] ?? Infinity);
    await expect(px[2]).toBeGreaterThanOrEqual(px[3] ?? Infinity);
  },
};

/** Levels make the outline and sizes the look: a small-looking h2 is still a level-2 heading. */
export const LevelsVersusSizes: Story = {
  render: () => (
    <Stack gap="medium">
      <Heading level={1} size="medium">
        Level 1, medium size
      </Heading>
      <Heading level={2} size="display">
        Level 2, display size
      </Heading>
      <Heading level={3} size="small">
        Level 3, small size
      </Heading>
      <Heading level={4} size="large">
        Level 4, large size
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${String(level)}`);
    }
    const h1 = canvas.getByRole('heading', { level: 1 });
    const h2 = canvas.getByRole('heading', { level: 2 });
    await expect(parseFloat(getComputedStyle(h2).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(h1).fontSize),
    );
  },
};

/**
 * A page's title (level 1, no size given) takes the page-heading size: 22 px on a 360 px phone, bigger than a
 * section heading (level 2) and a card title.
 */
export const PageHeadingOnPhone: Story = {
  globals: { viewport: { value: 'phone360' } },
  render: () => (
    <Stack gap="medium">
      <Heading level={1}>Create your pharmacy account</Heading>
      <Heading level={2}>Your details</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const size = (level: 1 | 2) =>
      parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize);
    await expect(size(1)).toBe(22);
    await expect(size(1)).toBeGreaterThan(size(2));
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <Box background="surfaceInverse" padding="large">
      <Heading {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toBeVisible();
  },
};

/** A dialog moves focus to its title: `tabIndex={-1}` makes that possible without adding a tab stop. */
export const FocusTarget: Story = {
  args: { tabIndex: -1, id: 'dialog-title' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(heading).toHaveAttribute('id', 'dialog-title');
  },
};

export const RightToLeft: Story = {
  args: { children: 'کلینک مینجمنٹ سسٹم', size: 'large' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'کلینک مینجمنٹ سسٹم' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
};

export const LongOnPhone: Story = {
  args: {
    level: 1,
    size: 'display',
    children: 'Pakistan’s healthcare management suite for clinics, pharmacies and hospitals',
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
