import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../layout/Box';
import { Stack } from '../layout/Stack';
import { Text } from '../primitives/Text';
import { Icon, iconNames } from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'phone', size: 'large' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    // Decorative: the control or text around it carries the meaning.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg?.getBoundingClientRect().width).toBe(24);
  },
};

/** Every icon of the set with its name. */
export const Gallery: Story = {
  render: () => (
    <Box as="ul" display="grid" gridTemplateColumns={['2', '4']} gap="medium" paddingInlineStart="none">
      {iconNames.map((name) => (
        <Box as="li" key={name} display="flex" alignItems="center" gap="small" data-icon={name}>
          <Icon name={name} size="large" />
          <Text as="span" size="small">
            {name}
          </Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    for (const name of iconNames) {
      const path = canvasElement.querySelector(`[data-icon="${name}"] svg path`);
      // Each name draws something.
      await expect(path?.getAttribute('d')?.length).toBeGreaterThan(0);
    }
  },
};

const transformOf = (element: Element | null) => (element ? getComputedStyle(element).transform : null);

/** Chevrons point along the reading direction, so they mirror in rtl; other icons do not. */
export const MirroredInRightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <Stack gap="small">
      <span data-icon="chevronStart">
        <Icon name="chevronStart" size="large" />
      </span>
      <span data-icon="chevronEnd">
        <Icon name="chevronEnd" size="large" />
      </span>
      <span data-icon="phone">
        <Icon name="phone" size="large" />
      </span>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';
    await expect(transformOf(canvasElement.querySelector('[data-icon="chevronStart"] svg'))).toBe(mirrored);
    await expect(transformOf(canvasElement.querySelector('[data-icon="chevronEnd"] svg'))).toBe(mirrored);
    await expect(transformOf(canvasElement.querySelector('[data-icon="phone"] svg'))).toBe('none');
  },
};

export const NotMirroredInLeftToRight: Story = {
  ...MirroredInRightToLeft,
  globals: { direction: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(transformOf(canvasElement.querySelector('[data-icon="chevronEnd"] svg'))).toBe('none');
  },
};
