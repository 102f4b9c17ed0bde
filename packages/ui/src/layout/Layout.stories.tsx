import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Heading } from '../primitives/Heading';
import { Text } from '../primitives/Text';
import { Box } from './Box';
import { Container } from './Container';
import { Inline } from './Inline';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Box, Stack, Inline, Container',
  component: Box,
  args: { padding: 'large', background: 'surfaceMuted', borderRadius: 'medium' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box of the item whose text is `name`. */
function itemBox(canvasElement: HTMLElement, name: string): DOMRect {
  const item = Array.from(canvasElement.querySelectorAll('span')).find((span) => span.textContent === name);
  const box = item?.parentElement;
  if (!box) throw new Error(`No item "${name}"`);
  return box.getBoundingClientRect();
}

function Item({ children }: { children: string }) {
  return (
    <Box background="brandSubtle" paddingInline="medium" paddingBlock="small" borderRadius="small">
      <Text as="span">{children}</Text>
    </Box>
  );
}

/** Box: any element with token-based spacing and surfaces. */
export const BoxPlayground: Story = {
  render: (args) => (
    <Box {...args} as="section" aria-label="Example box">
      <Text>Padding, background and radius from tokens.</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Example box' });
    await expect(getComputedStyle(box).paddingInlineStart).toBe('16px');
    await expect(box.tagName).toBe('SECTION');
  },
};

/** Stack: one under another, even gaps. */
export const StackItems: Story = {
  render: () => (
    <Stack gap="large">
      <Item>First</Item>
      <Item>Second</Item>
      <Item>Third</Item>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [first, second, third] = ['First', 'Second', 'Third'].map((name) => itemBox(canvasElement, name));
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(16);
    await expect((third?.top ?? 0) - (second?.bottom ?? 0)).toBe(16);
  },
};

/** Responsive values: a gap for phones, another from tablets up. */
export const ResponsiveGap: Story = {
  globals: { viewport: { value: 'phone360' } },
  render: () => (
    <Stack gap={['small', 'xxlarge']}>
      <Item>Top</Item>
      <Item>Bottom</Item>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const top = itemBox(canvasElement, 'Top');
    const bottom = itemBox(canvasElement, 'Bottom');
    const tablet = window.matchMedia('(min-width: 768px)').matches;
    await expect(bottom.top - top.bottom).toBe(tablet ? 32 : 8);
  },
};

/** Inline: side by side in reading order, the first at the inline start (the right edge in right to left). */
export const InlineItems: Story = {
  render: () => (
    <Inline gap="small">
      <Item>Clinic</Item>
      <Item>Pharmacy</Item>
      <Item>Hospital</Item>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Clinic');
    const clinic = first.getBoundingClientRect();
    const pharmacy = canvas.getByText('Pharmacy').getBoundingClientRect();
    if (getComputedStyle(first).direction === 'rtl') {
      await expect(clinic.left).toBeGreaterThan(pharmacy.left);
    } else {
      await expect(clinic.left).toBeLessThan(pharmacy.left);
    }
    await expect(clinic.top).toBeCloseTo(pharmacy.top, 0);
  },
};

/** Inline as a list of links: no bullets (a bullet in a wrapping row sits on the link before it). */
export const InlineList: Story = {
  render: () => (
    <Inline as="ul" gap="large" paddingInlineStart="none">
      <li>
        <a href="#doctor">Doctor</a>
      </li>
      <li>
        <a href="#clinic">Clinic owner</a>
      </li>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(getComputedStyle(item).listStyleType).toBe('none');
    }
  },
};

/** In rtl the first item is on the right: the order follows reading, with no code change. */
export const InlineRightToLeft: Story = {
  ...InlineItems,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const clinic = canvas.getByText('Clinic').getBoundingClientRect();
    const pharmacy = canvas.getByText('Pharmacy').getBoundingClientRect();
    await expect(clinic.left).toBeGreaterThan(pharmacy.left);
  },
};

/** On a 360 px phone items wrap rather than overflow. */
export const InlineWrapsOnPhone: Story = {
  globals: { viewport: { value: 'phone360' } },
  render: () => (
    <Inline gap="small">
      {['Appointment Management', 'IPD Management', 'Workflow Monitoring', 'Data security'].map((name) => (
        <Item key={name}>{name}</Item>
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByText('Appointment Management').getBoundingClientRect();
    const last = canvas.getByText('Data security').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Container: centred, with gutters and a maximum width. */
export const ContainerWidths: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack gap="medium">
      <Container data-testid="page">
        <Box background="surfaceMuted" padding="medium">
          <Text>Page width</Text>
        </Box>
      </Container>
      <Container width="reading" data-testid="reading">
        <Box background="surfaceMuted" padding="medium">
          <Text>Reading width, about seventy characters a line.</Text>
        </Box>
      </Container>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page').getBoundingClientRect();
    const reading = canvas.getByTestId('reading').getBoundingClientRect();
    await expect(reading.width).toBeLessThanOrEqual(page.width);
    // Centred: equal space on both sides.
    const viewport = document.documentElement.clientWidth;
    await expect(Math.abs(reading.left - (viewport - reading.right))).toBeLessThan(2);
  },
};

export const ContainerOnPhone: Story = {
  ...ContainerWidths,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page');
    // The phone gutter is 1rem each side.
    await expect(getComputedStyle(page).paddingInlineStart).toBe('16px');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Whether the browser draws `element` now, rather than skipping it (its part being far from the screen). */
const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

/**
 * A part far below the first screen, which the browser skips until it comes near (`skipWhenOffscreen`): its
 * heading is still read by screen readers, and it is drawn once scrolled to.
 */
export const SkipWhenOffscreen: Story = {
  render: (args) => (
    <Stack gap="large">
      <Box {...args} aria-hidden="true" style={{ blockSize: '300vh' }} />
      <Box {...args} as="section" aria-labelledby="far-heading" skipWhenOffscreen>
        <Heading level={2} size="small" id="far-heading">
          Far below
        </Heading>
        <Text>Laid out once it comes near the screen.</Text>
      </Box>
    </Stack>
  ),
  play: async ({ canvas, step }) => {
    const section = canvas.getByRole('region', { name: 'Far below' });
    const heading = canvas.getByRole('heading', { name: 'Far below' });
    await expect(getComputedStyle(section).contentVisibility).toBe('auto');
    await step('far from the screen: its content skipped, and still in the accessibility tree', async () => {
      await waitFor(() => expect(drawn(heading)).toBe(false));
      await expect(heading).toHaveAccessibleName('Far below');
    });
    await step('scrolled to: drawn', async () => {
      section.scrollIntoView();
      await waitFor(() => expect(drawn(heading)).toBe(true));
      await expect(heading.getBoundingClientRect().height).toBeGreaterThan(0);
    });
  },
};
