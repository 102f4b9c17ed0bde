import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { iconNames } from '../../icons/icons';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { buttonTones, buttonVariants } from '../Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: 'close', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is required by the type and becomes the accessible name (and the tooltip). */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveAccessibleName('Close');
    await expect(button).toHaveAttribute('title', 'Close');
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A toggle: `aria-pressed` says its state, the label stays the same. */
export const PressedToggle: Story = {
  render: function Render(args) {
    const [paused, setPaused] = useState(false);
    return (
      <IconButton
        {...args}
        label="Pause the slideshow"
        icon={paused ? 'play' : 'pause'}
        aria-pressed={paused}
        onClick={() => {
          setPaused((value) => !value);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pause the slideshow' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      <IconButton {...args} label="Close (medium)" />
      <IconButton {...args} label="Close (small)" size="small" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const medium = canvas.getByRole('button', { name: 'Close (medium)' }).getBoundingClientRect();
    const small = canvas.getByRole('button', { name: 'Close (small)' }).getBoundingClientRect();
    await expect(medium.width).toBeGreaterThanOrEqual(44);
    await expect(medium.height).toBeGreaterThanOrEqual(44);
    await expect(small.width).toBeGreaterThanOrEqual(24);
    await expect(small.height).toBeGreaterThanOrEqual(24);
  },
};

export const AllTonesAndVariants: Story = {
  render: (args) => (
    <Stack gap="small">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="small">
          {buttonTones.map((tone) => (
            <IconButton key={tone} {...args} variant={variant} tone={tone} label={`${variant} ${tone}`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonTones.length);
  },
};

export const MenuTrigger: Story = {
  args: { label: 'Open the menu', icon: 'menu', 'aria-expanded': false, 'aria-controls': 'site-drawer' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Open the menu' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const RightToLeft: Story = {
  args: { label: 'اگلی سلائیڈ', icon: 'chevronEnd' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'اگلی سلائیڈ' });
    const svg = button.querySelector('svg');
    // "Next" points the reading direction: left in rtl.
    await expect(svg && getComputedStyle(svg).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};
