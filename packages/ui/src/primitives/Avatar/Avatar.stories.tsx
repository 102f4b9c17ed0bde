import { AVATAR_FALLBACK_INITIAL } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Text } from '../Text';
import { Avatar, avatarSizes } from './Avatar';

// A stand-in photo, inline so the stories need no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#7fb8b4"/><circle cx="32" cy="26" r="12" fill="#e3f1f0"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#e3f1f0"/></svg>',
)}`;
// Not an image at all: the browser fires `error`.
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Muhammad Abdullah', src: photo },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Muhammad Abdullah' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('width', '40');
    await expect(image).toHaveAttribute('height', '40');
    // Lists of people hold many photos: each loads as it nears the screen.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.parentElement).toHaveAttribute('data-state', 'image');
  },
};

/** The image fails to load: the first letter of the name shows instead. */
export const BrokenImage: Story = {
  args: { src: broken },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-state]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'fallback'));
    const fallback = canvas.getByRole('img', { name: 'Muhammad Abdullah' });
    await expect(fallback).toHaveTextContent('M');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NoImage: Story = {
  args: { src: undefined, name: 'sana malik' },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole('img', { name: 'sana malik' });
    await expect(fallback).toHaveAttribute('data-state', 'fallback');
    await expect(fallback).toHaveTextContent('S');
  },
};

/** No name (a record without one): the domain's fallback initial, hidden from screen readers. */
export const BlankName: Story = {
  args: { src: undefined, name: '  ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-state="fallback"]')).toHaveTextContent(
      AVATAR_FALLBACK_INITIAL,
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`fallback-${size}`} {...args} src={undefined} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const [medium, large, mediumFallback, largeFallback] = Array.from(
      canvasElement.querySelectorAll('[data-state]'),
    ).map((element) => element.getBoundingClientRect());
    await expect(medium?.width).toBe(40);
    await expect(large?.width).toBe(64);
    // The fallback takes exactly the image's box: nothing shifts when the image fails.
    await expect(mediumFallback?.width).toBe(medium?.width);
    await expect(largeFallback?.height).toBe(large?.height);
  },
};

/** Beside the written name, the avatar is hidden from screen readers so the name is read once. */
export const Decorative: Story = {
  render: (args) => (
    <Inline gap="small">
      <Avatar {...args} decorative src={undefined} />
      <Text as="span">{args.name}</Text>
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const RightToLeft: Story = {
  args: { name: 'عائشہ خان', src: broken, size: 'large' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'عائشہ خان' })).toHaveTextContent('ع'));
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Muhammad Abdullah' })).toBeVisible();
  },
};
